//===--- CaptureUnsafeCallCheck.cpp - cuda-capture-unsafe-call ----------------------------===//
#include "CaptureUnsafeCallCheck.h"
#include "analysis/DiagnosticLocation.h"
#include "analysis/SourceText.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"

using namespace clang::ast_matchers;

namespace clang::tidy::cuda {
namespace {

/// The name of the function Call calls, as the API spells it ("cudaStreamSynchronize").
StringRef calleeName(const CallExpr *Call) {
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD || !FD->getIdentifier())
    return "";
  return canonicalApiName(FD->getName());
}

/// True for a C function of the toolkit named one of Names (cudaEventQuery is not in the
/// API table; a user's function of the same name inside a namespace is not it).
bool isToolkitFunction(const CallExpr *Call, std::initializer_list<StringRef> Names) {
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD || !FD->getDeclContext()->getRedeclContext()->isTranslationUnit())
    return false;
  return llvm::is_contained(Names, calleeName(Call));
}

/// "'cudaMemcpy'", or "the launch of 'k'".
std::string describe(const CallExpr *Call) {
  if (isa<CUDAKernelCallExpr>(Call))
    return "the launch of '" + calleeName(Call).str() + "'";
  return "'" + calleeName(Call).str() + "'";
}

} // namespace

void CaptureUnsafeCallCheck::registerMatchers(MatchFinder *Finder) {
  Finder->addMatcher(
      callExpr(callee(functionDecl(hasAnyName(
                   "::cudaStreamBeginCapture", "::cudaStreamBeginCapture_ptsz",
                   "::cudaStreamBeginCaptureToGraph", "::cudaStreamBeginCaptureToGraph_ptsz",
                   "::cuStreamBeginCapture", "::cuStreamBeginCapture_v2",
                   "::cuStreamBeginCapture_ptsz", "::cuStreamBeginCapture_v2_ptsz",
                   "::cuStreamBeginCaptureToGraph", "::cuStreamBeginCaptureToGraph_ptsz"))),
               unless(isExpansionInSystemHeader()))
          .bind("begin"),
      this);
}

void CaptureUnsafeCallCheck::check(const MatchFinder::MatchResult &Result) {
  const auto *Begin = Result.Nodes.getNodeAs<CallExpr>("begin");
  if (!Begin || Begin->containsErrors())
    return;
  if (!Analysis)
    Analysis = StreamAnalysis::get(*Result.Context, PP);
  if (!Analysis->isAnalyzedCode(Begin))
    return;
  if (!Finder)
    Finder = std::make_unique<CaptureRegionFinder>(Analysis->origins());
  std::optional<CaptureRegion> R = Finder->regionOf(Begin);
  if (!R)
    return;
  // Capturing a default stream fails at the begin already; nothing inside is recorded.
  if (Analysis->classify(R->Stream).isDefaultHandle())
    return;
  for (const CapturedCall &C : R->Calls)
    checkCall(*R, C);
}

void CaptureUnsafeCallCheck::checkCall(const CaptureRegion &R, const CapturedCall &C) {
  const StreamAnalysis &SA = *Analysis;
  ASTContext &Ctx = SA.getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  const CallExpr *Call = C.Call;
  if (Call->containsErrors() || !SA.isAnalyzedCode(Call))
    return;
  const bool Root = C.Via.empty();
  const bool Strict = R.Mode && *R.Mode != CaptureMode::Relaxed;
  const std::string Mode = R.Mode ? captureModeName(*R.Mode, R.DriverApi).str() : "";
  const std::string Stream = writtenTextOrMacroBody(R.Stream, Ctx);
  if (Stream.empty())
    return;
  auto IsCapturing = [&](const Expr *E) { return R.isCapturingStreamAt(C, E, Ctx); };
  // Whether the capturing stream is blocking (the legacy default stream waits for it).
  StreamValue Capture = SA.classify(R.Stream);
  const std::optional<bool> Blocking = isBlockingStream(Capture, Ctx);
  const StringRef Unsupported =
      R.DriverApi ? "CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED" : "cudaErrorStreamCaptureUnsupported";
  const StringRef Implicit =
      R.DriverApi ? "CUDA_ERROR_STREAM_CAPTURE_IMPLICIT" : "cudaErrorStreamCaptureImplicit";
  const StringRef Invalidated =
      R.DriverApi ? "CUDA_ERROR_STREAM_CAPTURE_INVALIDATED" : "cudaErrorStreamCaptureInvalidated";
  const std::string End = "'" + calleeName(R.Ends.front()).str() + "'";
  std::string Subject = describe(Call);
  if (!Root)
    Subject += " (called through '" + calleeName(C.Via.front()).str() + "')";

  // A call the mode prohibits (global and thread-local modes).
  auto Unsafe = [&](StringRef What, const std::string &Advice) {
    report(R, C,
           "%0 inside a stream capture in %1 fails with %2 and invalidates the capture, so %3 "
           "fails with %4; %5",
           {What.str(), Mode, Unsupported.str(), End, Invalidated.str(), Advice});
  };
  // A call that conflicts with the capture whatever its mode.
  auto Conflict = [&](StringRef What, StringRef Error) {
    report(R, C,
           "%0 inside the capture of '%1' fails with %2 in every capture mode and invalidates "
           "the capture, so %3 fails with %4; captured work runs only when the graph is "
           "launched: synchronize after launching it",
           {What.str(), Stream, Error.str(), End, Invalidated.str()});
  };
  const StringRef CapturedEvent =
      R.DriverApi ? "CUDA_ERROR_CAPTURED_EVENT" : "cudaErrorCapturedEvent";
  // Legacy-default-stream work while a blocking stream is captured.
  auto ImplicitSync = [&](StringRef What) {
    report(R, C,
           "%0 runs on the legacy default stream, which waits for the blocking capturing "
           "stream '%1': in every capture mode the call fails with %2 and invalidates the "
           "capture, so %3 fails with %4; issue it on '%1'",
           {What.str(), Stream, Implicit.str(), End, Invalidated.str()});
  };
  // An event recorded on the capturing stream earlier in the region: in the same function
  // (the region's, or the same callee reached the same way), before the call.
  auto RecordedInCapture = [&](const Expr *Event) {
    return llvm::any_of(R.Calls, [&](const CapturedCall &O) {
      const CudaApiInfo *Api = O.Via == C.Via ? lookupCudaApi(O.Call) : nullptr;
      if (!Api || Api->Family != ApiFamily::EventRecord || !isBefore(SM, O.Call, Call) ||
          O.Call->getNumArgs() < 2 || !sameStreamExpr(O.Call->getArg(0), Event, Ctx))
        return false;
      std::optional<unsigned> S = streamParamIndex(O.Call->getDirectCallee());
      return S && *S < O.Call->getNumArgs() && R.isCapturingStreamAt(O, O.Call->getArg(*S), Ctx);
    });
  };

  // Work handed to a stream: the capturing one, the legacy default one, or another.
  llvm::SmallVector<StreamSite, 2> Sites;
  streamSitesOf(Call, Sites);
  for (const StreamSite &Site : Sites) {
    if (Site.K == StreamSite::SiteKind::Wrapper || !Site.Arg || !Site.issuesWork() ||
        (Site.Api && Site.Api->Family == ApiFamily::StreamWait))
      continue;
    const Expr *Value = Site.value();
    if (!Value || IsCapturing(Value))
      continue;
    StreamValue V = SA.classify(Value);
    if (SA.isLegacyDefault(V)) {
      std::string What = Subject;
      if (Site.omitted())
        What += " without a stream argument";
      if (Blocking == true)
        ImplicitSync(What);
      else if (Strict)
        report(R, C,
               "%0 runs on the legacy default stream, outside the capture of '%1' in %2: it is "
               "not recorded in the graph but runs once, now (and if '%1' is a blocking stream "
               "the call fails and invalidates the capture); issue it on '%1'",
               {What, Stream, Mode});
      continue;
    }
    // Another stream: its work is captured only once it waits on an event of the capture.
    if (!Root || !(Site.isLaunch() || Site.isMemoryOperation()) || V.Kind != StreamKind::Created)
      continue;
    const ValueDecl *Other = ValueOrigins::storageOf(Value->IgnoreParenImpCasts());
    if (!Other || Other == ValueOrigins::storageOf(R.Stream->IgnoreParenImpCasts()))
      continue;
    if (Capture.Kind == StreamKind::Created) {
      if (llvm::any_of(V.Creations,
                       [&](const CallExpr *K) { return llvm::is_contained(Capture.Creations, K); }))
        continue;
    } else if (const auto *Local = dyn_cast<VarDecl>(Other);
               !Local || !Local->hasLocalStorage() || isa<ParmVarDecl>(Local)) {
      continue; // the capturing stream might be this one
    }
    bool Joined = llvm::any_of(R.Calls, [&](const CapturedCall &O) {
      const CudaApiInfo *Api = O.Via.empty() ? lookupCudaApi(O.Call) : nullptr;
      return Api && Api->Family == ApiFamily::StreamWait && O.Call->getNumArgs() >= 1 &&
             isBefore(SM, O.Call, Call) &&
             ValueOrigins::storageOf(O.Call->getArg(0)->IgnoreParenImpCasts()) == Other;
    });
    if (Joined)
      continue;
    report(R, C,
           "%0 on stream '%1' is not part of the capture of '%2': it runs once, now, not when "
           "the graph is launched; before it, record an event on '%2' and make '%1' wait on "
           "it with cudaStreamWaitEvent",
           {Subject, writtenTextOrMacroBody(Value, Ctx), Stream});
  }
  if (llvm::any_of(Sites, [](const StreamSite &S) {
        return S.K != StreamSite::SiteKind::Wrapper && S.issuesWork();
      }))
    return; // asynchronous work: judged by its stream above

  const CudaApiInfo *Api = lookupCudaApi(Call);
  StringRef Name = calleeName(Call);
  if (Api && Api->Family == ApiFamily::Alloc && Api->Allocates != MemoryKind::Pinned) {
    if (Strict)
      Unsafe(Subject, "allocate before the capture, or with " +
                          std::string(R.DriverApi ? "cuMemAllocAsync" : "cudaMallocAsync") +
                          " on '" + Stream + "'");
  } else if (Api && Api->Family == ApiFamily::Free && Name != "cudaFreeHost" &&
             Name != "cuMemFreeHost") {
    if (Strict)
      Unsafe(Subject, "free after the capture ends, or with " +
                          std::string(R.DriverApi ? "cuMemFreeAsync" : "cudaFreeAsync") +
                          " on '" + Stream + "'");
  } else if (Api && (Api->Family == ApiFamily::Copy || Api->Family == ApiFamily::Memset) &&
             !Api->Async) {
    std::string What = "synchronous " + Subject;
    // Measured (H200, CUDA 13): a synchronous device-to-device cudaMemcpy in a global-mode
    // capture of a non-blocking stream returned cudaSuccess and ran at once, outside the graph.
    if (Blocking == true)
      ImplicitSync(What);
    else if (Strict)
      report(R, C,
             "%0 inside the capture of '%1' in %2 is not recorded in the graph: it runs once, "
             "now, on the legacy default stream, or fails and invalidates the capture; use "
             "'%3Async' on '%1'",
             {What, Stream, Mode, Name.str()});
  } else if (isToolkitFunction(Call, {"cudaDeviceSynchronize", "cuCtxSynchronize"})) {
    Conflict(Subject, Unsupported);
  } else if (isToolkitFunction(Call, {"cudaStreamSynchronize", "cuStreamSynchronize",
                                      "cudaStreamQuery", "cuStreamQuery"})) {
    if (Call->getNumArgs() < 1)
      return;
    const Expr *S = Call->getArg(0);
    if (IsCapturing(S)) {
      Conflict(Subject + " of the capturing stream", Unsupported);
    } else if (SA.isLegacyDefault(SA.classify(S))) {
      if (Blocking == true)
        Conflict(Subject + " of the legacy default stream (it waits for the blocking "
                           "capturing stream)",
                 Implicit);
      else if (Strict)
        Unsafe(Subject + " of the legacy default stream", "synchronize after the capture ends");
    }
  } else if (isToolkitFunction(Call, {"cudaEventSynchronize", "cuEventSynchronize",
                                      "cudaEventQuery", "cuEventQuery"})) {
    if (Call->getNumArgs() >= 1 && RecordedInCapture(Call->getArg(0)))
      Conflict(Subject + " of event '" + writtenTextOrMacroBody(Call->getArg(0), Ctx) +
                   "' (recorded in the capture)",
               CapturedEvent);
  }
}

void CaptureUnsafeCallCheck::report(const CaptureRegion &R, const CapturedCall &C,
                                    StringRef Message, llvm::ArrayRef<std::string> Args) {
  ASTContext &Ctx = Analysis->getASTContext();
  const CallExpr *At = C.Via.empty() ? C.Call : C.Via.front();
  if (!Reported.insert({At, C.Call}).second)
    return;
  SourceLocation Loc = reportLocation(At, Ctx);
  {
    auto D = diag(Loc, Message);
    for (const std::string &A : Args)
      D << A;
  }
  if (!C.Via.empty())
    diag(reportLocation(C.Call, Ctx), "%0 is called here", DiagnosticIDs::Note)
        << describe(C.Call);
  std::string Stream = writtenTextOrMacroBody(R.Stream, Ctx);
  if (R.Mode)
    diag(reportLocation(R.Begin, Ctx), "the capture of '%0' begins here, in %1",
         DiagnosticIDs::Note)
        << Stream << captureModeName(*R.Mode, R.DriverApi);
  else
    diag(reportLocation(R.Begin, Ctx), "the capture of '%0' begins here", DiagnosticIDs::Note)
        << Stream;
  for (const std::string &Note : Probe.notesFor(Ctx.getSourceManager(), Loc, ProbeConfig()))
    diag(Loc, "%0", DiagnosticIDs::Note) << Note;
}

} // namespace clang::tidy::cuda
