//===--- ResourceLeakCheck.h - cuda-resource-leak -----------------------------------------===//
#ifndef CUDALINT_CHECKS_RESOURCELEAKCHECK_H
#define CUDALINT_CHECKS_RESOURCELEAKCHECK_H

#include "analysis/CudaApiGate.h"
#include "analysis/HandleLifetime.h"
#include "analysis/HandlePaths.h"
#include "analysis/LoopWork.h"
#include "analysis/ProbeData.h"
#include "llvm/ADT/DenseSet.h"
#include <memory>

namespace clang::tidy::cuda {

/// Flags streams, events, graphs, executable graphs and memory pools that a loop creates again
/// on every iteration (directly, or through a function it calls) into a local that nothing
/// destroys before the next one replaces it, and graphs instantiated again on every iteration
/// where one instantiation (refreshed with cudaGraphExecUpdate) would do, and handles destroyed
/// on the normal path that a continue, or an early return of a repeated helper, skips. Handles
/// stored anywhere but a local, returned or handed to code we cannot see are owned elsewhere.
class ResourceLeakCheck : public CudaApiCheck {
public:
  ResourceLeakCheck(StringRef Name, ClangTidyContext *Context)
      : CudaApiCheck(Name, Context), Probe(Options) {}
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override {
    Probe.storeOptions(Opts, Options);
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;

private:
  void inspect(const EveryTimeCall &Call, const HandleApiInfo &H, const Stmt *Loop,
               ASTContext &Ctx);
  /// The returns (of a helper a loop calls) or continues (of Loop) that skip the destroys of
  /// the handle V holds.
  llvm::SmallVector<const Stmt *, 2> skippedDestroys(const EveryTimeCall &Call, const VarDecl *V,
                                                     const Stmt *Loop, const HandleFate &Fate);

  std::shared_ptr<const ValueOrigins> VO;
  std::unique_ptr<LoopWork> Work;
  std::unique_ptr<HandlePaths> Paths;
  llvm::DenseSet<SourceLocation::UIntTy> Reported;
  ProbeHook Probe;
};

} // namespace clang::tidy::cuda

#endif
