//===--- AllocInLoopCheck.h - cuda-alloc-in-loop ------------------------------------------===//
#ifndef CUDALINT_CHECKS_ALLOCINLOOPCHECK_H
#define CUDALINT_CHECKS_ALLOCINLOOPCHECK_H

#include "analysis/CudaApiGate.h"
#include "analysis/FunctionSummaries.h"
#include "analysis/LoopWork.h"
#include "analysis/ProbeData.h"
#include "analysis/ValueOrigins.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Regex.h"
#include <memory>
#include <string>
#include <vector>

namespace clang::tidy::cuda {

/// Flags device and pinned-host allocations and frees (cudaMalloc, cudaFree, cudaMallocHost,
/// cudaHostRegister, cuMemAlloc, ...) that run on every iteration of a loop that also does
/// device work: each call synchronizes the device and costs far more than the work it feeds.
class AllocInLoopCheck : public CudaApiCheck {
public:
  AllocInLoopCheck(StringRef Name, ClangTidyContext *Context);
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;

protected:
  void checkWithoutCudaApi(const ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  void prepare(ASTContext &Ctx);
  /// A function whose every call allocates and frees a buffer, which only a loop of another
  /// unit calls, or one half of such a pair split over two functions (init() allocates a
  /// global or a member, cleanup() frees it) that such a loop calls both of (issue 14):
  /// reported when the project index says such a loop exists.
  void checkPerCall(const FunctionDecl *Fn, ASTContext &Ctx);
  bool isIgnored(const FunctionDecl *FD) const;
  bool isIgnoredName(StringRef Name) const;
  bool churns(const EveryTimeCall &Call, const LoopSummary &Summary, const Stmt *Loop,
              const FunctionDecl *Fn, ASTContext &Ctx,
              const llvm::DenseSet<const VarDecl *> &Variant,
              const llvm::DenseSet<const VarDecl *> &Swept) const;
  bool sizedBySweep(const EveryTimeCall &Call, const llvm::DenseSet<const VarDecl *> &Swept) const;
  bool onlyFeedsDeviceWork(const VarDecl *V, const EveryTimeCall &Call, const Stmt *Loop,
                           const FunctionDecl *Fn, ASTContext &Ctx) const;
  /// A device allocation of a constant size up to WaitingLoopQuietBytes (or the free of one).
  bool smallDeviceBuffer(const EveryTimeCall &Call, const LoopSummary &Summary,
                         const ASTContext &Ctx) const;
  /// What a function does on every call with the storage of a finding of checkPerCall.
  enum class PerCall { AcquiresAndReleases, Acquires, Releases };
  /// With \p PerCallOf, Call runs on every call of that function, which a loop of another
  /// unit repeats (Loop is then its body).
  void report(const EveryTimeCall &Call, const Stmt *Loop, unsigned Work, const ASTContext &Ctx,
              const FunctionDecl *PerCallOf = nullptr,
              PerCall Does = PerCall::AcquiresAndReleases);
  /// The note on the loop: the device work it does besides (\p Does), or none.
  void noteLoop(const Stmt *Loop, StringRef Does, const SourceManager &SM);
  /// The warning itself: \p Api on every iteration of \p Where, and what it costs.
  void diagnoseChurn(SourceLocation Loc, const CudaApiInfo &Api, StringRef Where);
  /// In an AST without the bodies of some functions (clangd skips those of the headers in its
  /// preamble): a call of one on every iteration of \p Loop, whose every call the project
  /// index says allocates and frees (FunctionSummary::ChurnsEveryCall), as the front ends
  /// that see the body report it.
  void checkSkippedBodies(const Stmt *Loop, unsigned Work, ASTContext &Ctx);

  const std::string IgnoreFunctions;
  std::vector<llvm::Regex> IgnorePatterns;
  /// In a loop whose every iteration already waits for the device, device buffers of a
  /// constant size up to this many bytes are not reported (issue 15).
  const uint64_t WaitingLoopQuietBytes;
  std::shared_ptr<const ValueOrigins> Origins;
  std::unique_ptr<LoopWork> Work;
  /// (where reported, the API call) pairs already reported in this TU.
  llvm::DenseSet<std::pair<SourceLocation::UIntTy, SourceLocation::UIntTy>> Reported;
  ProbeHook Probe;
  /// The project's loops (per-call churn): the CLI's collector while a unit is analysed, or
  /// an index file (ProjectIndex) for the plugin and clangd.
  ProjectIndexOption ProjectIndex;
  /// Report per-call churn repeated by another unit's loop (off by default: see the page).
  const bool AcrossFiles;
  const SummaryIndex *Index = nullptr;
  UnitSummaries *Collect = nullptr;
  /// timedSpan of each body asked, in this TU: asked for every pair of a loop's calls.
  mutable llvm::DenseMap<const Stmt *, std::optional<SourceRange>> TimedSpans;
};

} // namespace clang::tidy::cuda

#endif
