//===--- HostAccessBeforeSyncCheck.h - cuda-host-access-before-sync -----------------------===//
#ifndef CUDALINT_CHECKS_HOSTACCESSBEFORESYNCCHECK_H
#define CUDALINT_CHECKS_HOSTACCESSBEFORESYNCCHECK_H

#include "analysis/CaptureRegion.h"
#include "analysis/CudaApiGate.h"
#include "analysis/HostMemoryProvenance.h"
#include "analysis/HostSync.h"
#include "analysis/ProbeData.h"
#include "llvm/ADT/DenseSet.h"
#include <memory>

namespace clang::tidy::cuda {

/// Flags a host read, write or free of pinned, registered or managed memory that an
/// asynchronous copy or memset may still be reading or writing: reached on a path of the
/// function's CFG from the copy that passes no synchronization covering the copy's stream.
class HostAccessBeforeSyncCheck : public CudaApiCheck {
public:
  HostAccessBeforeSyncCheck(StringRef Name, ClangTidyContext *Context)
      : CudaApiCheck(Name, Context), Probe(Options) {}
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override {
    Probe.storeOptions(Opts, Options);
  }
  void registerPPCallbacks(const SourceManager &SM, Preprocessor *PP,
                           Preprocessor *ModuleExpanderPP) override {
    this->PP = PP;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;

private:
  /// The stream analysis, provenance and walker, made at the translation unit's first match.
  void ensureEngine(ASTContext &Ctx);
  /// F's capture regions (built once per function).
  const std::vector<CaptureRegion> &regionsOf(const FunctionDecl *F);
  /// Reads, in the function of the capture that Begin opens, of what a device-to-host copy the
  /// capture records in a function it calls was to fill, before any graph launch.
  void checkCapturedInCallees(const CallExpr *Begin, ASTContext &Ctx);
  /// The warning for a read of what a captured copy (Op: 0 copy, 2 memset) was to write.
  void diagCapturedRead(SourceLocation At, llvm::StringRef Name, unsigned Op, llvm::StringRef On,
                        const CudaApiInfo &Copy);
  /// True when Copy is recorded by a capture of its own stream begun in F (not run until a
  /// graph made from the capture is launched).
  bool isCapturedCopy(const CallExpr *Copy, const FunctionDecl *F, const Expr *CopyStream);

  Preprocessor *PP = nullptr;
  std::shared_ptr<const StreamAnalysis> Analysis;
  std::shared_ptr<const HostMemoryProvenance> Provenance;
  std::unique_ptr<HostSyncClassifier> Sync;
  std::unique_ptr<PendingWorkWalker> Walker;
  std::unique_ptr<CaptureRegionFinder> Captures;
  /// Per function: its capture regions (built once, when the function begins one).
  llvm::DenseMap<const FunctionDecl *, std::vector<CaptureRegion>> Regions;
  llvm::DenseSet<SourceLocation> Reported;
  ProbeHook Probe;
};

} // namespace clang::tidy::cuda

#endif
