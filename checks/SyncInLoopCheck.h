//===--- SyncInLoopCheck.h - cuda-sync-in-loop --------------------------------------------===//
#ifndef CUDALINT_CHECKS_SYNCINLOOPCHECK_H
#define CUDALINT_CHECKS_SYNCINLOOPCHECK_H

#include "analysis/CudaApiGate.h"
#include "analysis/LoopWork.h"
#include "analysis/ProbeData.h"
#include "analysis/StreamClassification.h"
#include "llvm/ADT/DenseSet.h"
#include <memory>
#include <vector>

namespace clang::tidy::cuda {

/// Flags host-blocking synchronization (cudaDeviceSynchronize, cudaStreamSynchronize,
/// cudaEventSynchronize, cudaThreadSynchronize and their driver API kin) and synchronous
/// host-device copies that run on every iteration of a loop that does GPU work, in code that
/// uses streams, when nothing on the host needs the GPU's results within the iteration.
class SyncInLoopCheck : public CudaApiCheck {
public:
  SyncInLoopCheck(StringRef Name, ClangTidyContext *Context)
      : CudaApiCheck(Name, Context), Probe(Options) {}
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override {
    Probe.storeOptions(Opts, Options);
  }
  void registerPPCallbacks(const SourceManager &SM, Preprocessor *PP,
                           Preprocessor *ModuleExpanderPP) override;
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;

private:
  bool waitIsNeeded(const EveryTimeCall &Call, const Stmt *Loop, ASTContext &Ctx);
  bool inDebugOnlyCode(SourceLocation Loc, const SourceManager &SM) const;
  void report(const EveryTimeCall &Call, const Stmt *Loop, unsigned Work, ASTContext &Ctx);

  Preprocessor *PP = nullptr;
  /// Source ranges of `#ifdef DEBUG`-like blocks (and `#ifndef NDEBUG`) in this TU.
  std::vector<SourceRange> DebugRegions;
  std::shared_ptr<const StreamAnalysis> Streams;
  std::unique_ptr<LoopWork> Work;
  llvm::DenseSet<SourceLocation::UIntTy> Reported;
  ProbeHook Probe;
};

} // namespace clang::tidy::cuda

#endif
