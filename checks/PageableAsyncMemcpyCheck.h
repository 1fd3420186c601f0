//===--- PageableAsyncMemcpyCheck.h - cuda-pageable-async-memcpy ------------------------===//
#ifndef CUDALINT_CHECKS_PAGEABLEASYNCMEMCPYCHECK_H
#define CUDALINT_CHECKS_PAGEABLEASYNCMEMCPYCHECK_H

#include "analysis/CudaApiGate.h"
#include "analysis/HostMemoryProvenance.h"
#include "analysis/ProbeData.h"
#include "analysis/ValueOrigins.h"
#include "llvm/ADT/DenseSet.h"
#include <memory>
#include <string>
#include <vector>

namespace clang::tidy::cuda {

/// Flags asynchronous copies (cudaMemcpyAsync and its 2D/3D/symbol forms, cuMemcpy*Async)
/// whose host side is pageable memory: the driver stages it through a pinned bounce buffer,
/// the call blocks the host, and the copy cannot overlap other work.
class PageableAsyncMemcpyCheck : public CudaApiCheck {
public:
  PageableAsyncMemcpyCheck(StringRef Name, ClangTidyContext *Context);
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;

private:
  /// Copies of a constant size below this many bytes are not reported.
  const uint64_t MinBytes;
  std::vector<std::string> CopyFunctionNames;
  std::shared_ptr<const ValueOrigins> Origins;
  std::unique_ptr<HostMemoryProvenance> Provenance;
  /// Calls already reported (a template's instantiations share one call's location).
  llvm::DenseSet<std::pair<unsigned, unsigned>> Reported;
  ProbeHook Probe;
};

} // namespace clang::tidy::cuda

#endif
