//===--- EventTimingStreamCheck.cpp - cuda-event-timing-stream ----------------------------===//
#include "EventTimingStreamCheck.h"
#include "analysis/CaptureRegion.h"
#include "analysis/DiagnosticLocation.h"
#include "analysis/SourceText.h"
#include "analysis/StreamOrder.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"

using namespace clang::ast_matchers;

namespace clang::tidy::cuda {
namespace {

/// A host synchronization: after it, everything issued before has finished.
bool synchronizesHost(const CallExpr *Call) {
  const CudaApiInfo *Api = lookupCudaApi(Call);
  return Api && Api->Family == ApiFamily::StreamSync;
}

} // namespace

void EventTimingStreamCheck::registerMatchers(MatchFinder *Finder) {
  Finder->addMatcher(
      callExpr(callee(functionDecl(hasAnyName("::cudaEventElapsedTime", "::cudaEventElapsedTime_v2",
                                              "::cuEventElapsedTime", "::cuEventElapsedTime_v2"))),
               argumentCountIs(3), unless(isExpansionInSystemHeader()))
          .bind("call"),
      this);
}

void EventTimingStreamCheck::check(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  if (!Call || Call->containsErrors())
    return;
  if (!Analysis)
    Analysis = StreamAnalysis::get(*Result.Context, PP);
  const StreamAnalysis &SA = *Analysis;
  ASTContext &Ctx = *Result.Context;
  const SourceManager &SM = Ctx.getSourceManager();
  if (!SA.isAnalyzedCode(Call))
    return;
  const FunctionDecl *F = SA.origins().enclosingFunction(Call);
  if (!F || !F->hasBody())
    return;
  const Expr *Start = Call->getArg(1), *Stop = Call->getArg(2);
  if (sameStreamExpr(Start, Stop, Ctx))
    return;

  // The last records of start and stop before the call, in this function.
  const StreamSite *StartRec = nullptr, *StopRec = nullptr;
  llvm::ArrayRef<StreamSite> Sites = SA.sitesIn(F);
  for (const StreamSite &S : Sites) {
    if (!S.Api || S.Api->Family != ApiFamily::EventRecord || !isBefore(SM, S.Call, Call))
      continue;
    const auto *Rec = cast<CallExpr>(S.Call);
    if (sameStreamExpr(Rec->getArg(0), Start, Ctx))
      StartRec = &S;
    else if (sameStreamExpr(Rec->getArg(0), Stop, Ctx))
      StopRec = &S;
  }
  if (!StartRec || !StopRec || !isBefore(SM, StartRec->Call, StopRec->Call))
    return;
  // Events recorded in a loop, or the records in different loops: too far from a plain
  // before/after to judge.
  if (SA.origins().enclosingLoops(StartRec->Call) != SA.origins().enclosingLoops(StopRec->Call))
    return;
  auto Use = [&](const StreamSite &S) {
    StreamUse U;
    U.E = S.value();
    U.V = SA.classify(U.E);
    return U;
  };
  const StreamUse StartS = Use(*StartRec), StopS = Use(*StopRec);
  StreamRelation Rel(SA);
  auto Between = [&](const Stmt *S, const Stmt *From) {
    return isBefore(SM, From, S) && isBefore(SM, S, StopRec->Call);
  };
  // Joins and host synchronizations between From and the stop record.
  llvm::SmallVector<const CallExpr *, 32> Calls;
  callsOutsideLambdas(F->getBody(), Calls);
  auto JoinedAfter = [&](const Stmt *From) {
    for (const CallExpr *C : Calls) {
      if (!Between(C, From))
        continue;
      if (synchronizesHost(C))
        return true;
      const CudaApiInfo *Api = lookupCudaApi(C);
      if (Api && Api->Family == ApiFamily::StreamWait && C->getNumArgs() >= 1) {
        StreamUse W{C->getArg(0), SA.classify(C->getArg(0))};
        if (Rel(W, StopS) != Order::Unordered)
          return true; // the stop's stream waits (or one we cannot place: it may)
      }
    }
    return false;
  };
  auto Notes = [&](SourceLocation At) {
    diag(reportLocation(StartRec->Call, Ctx), "'%0' is recorded here, on %1", DiagnosticIDs::Note)
        << writtenTextOrMacroBody(Start, Ctx) << describeStream(StartS, SA);
    diag(reportLocation(StopRec->Call, Ctx), "'%0' is recorded here, on %1", DiagnosticIDs::Note)
        << writtenTextOrMacroBody(Stop, Ctx) << describeStream(StopS, SA);
    for (const std::string &Note : Probe.notesFor(SM, At, ProbeConfig()))
      diag(At, "%0", DiagnosticIDs::Note) << Note;
  };
  SourceLocation At = reportLocation(Call, Ctx);
  std::string StartName = writtenTextOrMacroBody(Start, Ctx),
              StopName = writtenTextOrMacroBody(Stop, Ctx);
  if (StartName.empty() || StopName.empty())
    return;

  Order Events = Rel(StartS, StopS);
  if (Events == Order::Unknown)
    return;
  if (Events == Order::Unordered) {
    if (JoinedAfter(StartRec->Call))
      return;
    diag(At, "'%0' and '%1' are recorded on %2 and %3, which nothing orders: the elapsed time is "
             "not the duration of either stream's work; record both events on one stream, or "
             "make %3 wait on an event recorded on %2 before recording '%1'")
        << StartName << StopName << describeStream(StartS, SA) << describeStream(StopS, SA);
    Notes(At);
    return;
  }

  // One stream (or two ordered ones) for the events: the work between them.
  const StreamSite *Unordered = nullptr;
  unsigned UnorderedStreams = 0;
  for (const StreamSite &S : Sites) {
    if (!Between(S.Call, StartRec->Call) || !S.Arg)
      continue;
    bool Work = S.K == StreamSite::SiteKind::Wrapper || S.isLaunch() || S.isMemoryOperation();
    if (!Work)
      continue;
    StreamUse W = Use(S);
    Order A = Rel(StartS, W), B = Rel(StopS, W);
    if (S.K == StreamSite::SiteKind::Wrapper || A != Order::Unordered || B != Order::Unordered)
      return; // work the events time, or work we cannot place
    if (!Unordered || !sameStreamExpr(Use(*Unordered).E, W.E, Ctx))
      ++UnorderedStreams;
    if (!Unordered)
      Unordered = &S;
  }
  // Synchronous copies between the records run on the legacy default stream.
  for (const CallExpr *C : Calls)
    if (const CudaApiInfo *Api = lookupCudaApi(C);
        Api && Api->ImplicitLegacyStream && Between(C, StartRec->Call))
      return;
  if (!Unordered || JoinedAfter(Unordered->Call))
    return;
  StreamUse W = Use(*Unordered);
  std::string Work = describeStream(W, SA);
  std::string EventStream = describeStream(StopS, SA);
  diag(At, "'%0' and '%1' are recorded on %2, but the work between them runs on %3%4, which %2 "
           "does not wait for: the elapsed time leaves that work out; record the events on %3, "
           "or make %2 wait for it (an event recorded on %3, then cudaStreamWaitEvent) before "
           "recording '%1'")
      << StartName << StopName << EventStream << Work
      << (UnorderedStreams > 1 ? " (and other streams)" : "");
  diag(reportLocation(Unordered->Call, Ctx), "work is issued on %0 here", DiagnosticIDs::Note)
      << Work;
  const StreamValue &Flagged = SA.isLegacyDefault(W.V) ? StopS.V : W.V;
  if (SA.isLegacyDefault(W.V) || SA.isLegacyDefault(StopS.V))
    if (!Flagged.Creations.empty())
      diag(reportLocation(Flagged.Creations.front(), Ctx),
           "the stream is created non-blocking here: the legacy default stream does not "
           "synchronize with it",
           DiagnosticIDs::Note);
  Notes(At);
}

} // namespace clang::tidy::cuda
