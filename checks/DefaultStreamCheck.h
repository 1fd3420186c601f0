//===--- DefaultStreamCheck.h - cuda-default-stream ---------------------------------------===//
#ifndef CUDALINT_CHECKS_DEFAULTSTREAMCHECK_H
#define CUDALINT_CHECKS_DEFAULTSTREAMCHECK_H

#include "analysis/CudaApiGate.h"
#include "analysis/FunctionSummaries.h"
#include "analysis/ProbeData.h"
#include "analysis/StreamClassification.h"
#include "llvm/ADT/DenseMap.h"
#include <memory>
#include <optional>

namespace clang::tidy::cuda {

class LoopWork;

/// Flags the legacy default stream in code that uses other streams: work explicitly
/// handed to it (0, nullptr, a stream variable that is always null, the creation flag
/// cudaStreamDefault used as a stream; not cudaStreamLegacy written out, the author's
/// choice), and blocking streams created in a translation unit that also issues work to it.
class DefaultStreamCheck : public CudaApiCheck {
public:
  DefaultStreamCheck(StringRef Name, ClangTidyContext *Context);
  ~DefaultStreamCheck() override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override {
    Probe.storeOptions(Opts, Options);
    Options.store(Opts, "ProjectIndex", ProjectIndex.path());
  }
  void registerPPCallbacks(const SourceManager &SM, Preprocessor *PP,
                           Preprocessor *ModuleExpanderPP) override {
    this->PP = PP;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override {
    recordStreams();
    Analysis.reset();
    Context = nullptr;
    ForeignStream = false;
    ObjectCounts.reset();
    Loops.reset();
    BeforeStreamWork.clear();
    LoopsAround.clear();
  }

private:
  const StreamAnalysis &analysis(ASTContext &Ctx);
  /// The work a project function queues on the stream a call passes it (a Wrapper site):
  /// Work in this unit, or, for a function another unit defines, Across (its USR and the
  /// parameter) for the project index to decide. Neither for API calls and launches.
  struct QueuedWork {
    const Expr *Work = nullptr;
    std::optional<std::pair<std::string, unsigned>> Across;
  };
  /// The work Site's function queues on the stream it is given; nullopt when it queues none
  /// there, or none the check can know.
  std::optional<QueuedWork> queuedWork(const StreamSite &Site);
  void checkExplicitDefault(const StreamSite &Site, const QueuedWork &Queued);
  /// Records, for the project index, the stream parameters Fn queues work on.
  void recordQueuedWork(const FunctionDecl *Fn, const SourceManager &SM);
  void checkBlockingCreation(const CallExpr *Create, const CudaApiInfo &Api);
  /// True when Call issues work on a stream spelled cudaStreamLegacy / CU_STREAM_LEGACY
  /// (directly or through a variable that only holds it): the author's choice of barrier.
  bool onWrittenLegacyStream(const Expr *Call) const;
  /// True when no stream other than the legacy one can have work in flight at Call.
  bool beforeStreamWork(const Expr *Call);
  /// The unit's loop questions, built on the first.
  LoopWork &loops();
  /// LoopWork::repeatingWorkLoops(S), computed once per statement.
  const llvm::SmallPtrSet<const Stmt *, 4> &repeatingWorkLoops(const Stmt *S);
  /// Records, for the project index, the streams this unit creates or obtains.
  void recordStreams();

  Preprocessor *PP = nullptr;
  std::shared_ptr<const StreamAnalysis> Analysis;
  /// Objects declared per class in the unit (counted once, on the first question).
  std::optional<llvm::DenseMap<const CXXRecordDecl *, unsigned>> ObjectCounts;
  /// Loop questions (loops over devices), built on the first.
  std::unique_ptr<LoopWork> Loops;
  /// beforeStreamWork's answers, per call.
  llvm::DenseMap<const Expr *, bool> BeforeStreamWork;
  /// repeatingWorkLoops' answers, per statement.
  llvm::DenseMap<const Stmt *, llvm::SmallPtrSet<const Stmt *, 4>> LoopsAround;
  ASTContext *Context = nullptr;
  /// The unit obtains a stream handle from a function outside the project.
  bool ForeignStream = false;
  /// A `cudalint --export-index` file: legacy-stream work written out is not reported when
  /// every stream of the program is non-blocking (the CLI decides after every unit).
  ProjectIndexOption ProjectIndex;
  ProbeHook Probe;
};

} // namespace clang::tidy::cuda

#endif
