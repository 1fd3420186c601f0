//===--- MissingStreamCheck.cpp - cuda-missing-stream -------------------------------------===//
#include "MissingStreamCheck.h"
#include "analysis/FunctionSummaries.h"
#include "analysis/NamePatterns.h"
#include "analysis/StreamParameters.h"
#include "analysis/SyncOrder.h"
#include "analysis/UnitTests.h"
#include "clang/AST/ParentMap.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"

using namespace clang::ast_matchers;

namespace clang::tidy {

llvm::ArrayRef<std::pair<cuda::MissingStreamCheck::LaunchPolicy, StringRef>>
OptionEnumMapping<cuda::MissingStreamCheck::LaunchPolicy>::getEnumMapping() {
  using P = cuda::MissingStreamCheck::LaunchPolicy;
  static constexpr std::pair<P, StringRef> Mapping[] = {
      {P::MultiStreamOnly, "MultiStreamOnly"}, {P::Always, "Always"}, {P::Never, "Never"}};
  return Mapping;
}

namespace cuda {
namespace {

// OptionsView::get<bool> is an explicit specialization compiled by clang; its mangled name
// differs under GCC, so booleans are read as text.
/// `, s` inserted where the omitted stream argument goes, when every argument before it
/// is written and the call is spelled in a file (a macro argument is; a macro body is not).
std::optional<FixItHint> addStreamArgument(const StreamSite &Site, StringRef Name,
                                           const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Whole = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Site.Call->getSourceRange()), SM, Ctx.getLangOpts());
  if (Whole.isInvalid())
    return std::nullopt;
  SourceLocation Close;
  std::string Text;
  auto Args = Site.arguments();
  if (const auto *Launch = dyn_cast<CUDAKernelCallExpr>(Site.Call)) {
    // k<<<grid, block>>> or k<<<grid, block, shared>>>: insert before `>>>`.
    const CallExpr *Config = Launch->getConfig();
    if (Args.size() != 4 || isa<CXXDefaultArgExpr>(Args[0]) || isa<CXXDefaultArgExpr>(Args[1]))
      return std::nullopt;
    Close = Config->getRParenLoc();
    Text = (isa<CXXDefaultArgExpr>(Args[2]) ? ", 0, " : ", ") + Name.str();
  } else {
    const auto *Call = dyn_cast<CallExpr>(Site.Call);
    if (!Call || isa<CXXOperatorCallExpr>(Call))
      return std::nullopt;
    for (unsigned I = 0; I < Site.ArgIndex; ++I)
      if (I >= Args.size() || isa<CXXDefaultArgExpr>(Args[I]))
        return std::nullopt; // an earlier omitted argument would need its value spelled
    Close = Call->getRParenLoc();
    Text = (Site.ArgIndex == 0 ? "" : ", ") + Name.str();
  }
  if (Close.isInvalid())
    return std::nullopt;
  Close = SM.getFileLoc(Close);
  if (!SM.isBeforeInTranslationUnit(Whole.getBegin(), Close) ||
      !SM.isBeforeInTranslationUnit(Close, Whole.getEnd()))
    return std::nullopt;
  return FixItHint::CreateInsertion(Close, Text);
}

} // namespace

MissingStreamCheck::MissingStreamCheck(StringRef Name, ClangTidyContext *Context)
    : CudaApiCheck(Name, Context),
      KernelLaunches(Options.get("KernelLaunches", LaunchPolicy::MultiStreamOnly)),
      MemoryOperations(Options.get("MemoryOperations", LaunchPolicy::MultiStreamOnly)),
      PerThreadToo(isTrueOption(Options.get("PerThreadToo", "false"))),
      ProjectIndex(Options.get("ProjectIndex", "")), Probe(Options) {}

void MissingStreamCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "KernelLaunches", KernelLaunches);
  Options.store(Opts, "MemoryOperations", MemoryOperations);
  Options.store(Opts, "PerThreadToo", PerThreadToo ? "true" : "false");
  Options.store(Opts, "ProjectIndex", ProjectIndex.path());
  Probe.storeOptions(Opts, Options);
}

void MissingStreamCheck::registerMatchers(MatchFinder *Finder) {
  Finder->addMatcher(callExpr().bind("call"), this);
  Finder->addMatcher(cxxConstructExpr().bind("call"), this);
  // Functions that may wait for the device on behalf of other units (the CLI's index only).
  Finder->addMatcher(functionDecl(isDefinition(), unless(isExpansionInSystemHeader())).bind("fn"),
                     this);
}

void MissingStreamCheck::check(const MatchFinder::MatchResult &Result) {
  if (const auto *Fn = Result.Nodes.getNodeAs<FunctionDecl>("fn")) {
    UnitSummaries *Collect = SummaryCollector::active();
    if (!Collect || !Fn->isExternallyVisible() || !isProjectFunctionDecl(Fn) ||
        Fn->isDependentContext() || !Fn->getBody())
      return;
    std::set<unsigned> Ignored = streamsIgnoredOnEveryCall(Fn, *Result.Context);
    bool Waits = waitsForDeviceOnly(Fn, *Result.SourceManager);
    if (!Waits && Ignored.empty())
      return;
    if (std::string Usr = usrOf(Fn); !Usr.empty()) {
      (*Collect)[Usr].WaitsForDevice = Waits;
      (*Collect)[Usr].IgnoredStreams = std::move(Ignored);
    }
    return;
  }
  const auto *Call = Result.Nodes.getNodeAs<Expr>("call");
  if (!Call || Call->containsErrors())
    return;
  Index = ProjectIndex.get(*this);
  llvm::SmallVector<StreamSite, 2> Sites;
  streamSitesOf(Call, Sites);
  for (const StreamSite &Site : Sites) {
    if (!Site.omitted())
      continue;
    if (!Analysis)
      Analysis = StreamAnalysis::get(*Result.Context, PP);
    checkSite(Site);
  }
}

MissingStreamCheck::Verdict MissingStreamCheck::verdict(const StreamSite &Site) const {
  const StreamAnalysis &SA = *Analysis;
  Verdict V;
  if (!Site.omitted() || !SA.isAnalyzedCode(Site.Call))
    return V;
  StreamValue Default = SA.classify(Site.value());
  bool Legacy = SA.isLegacyDefault(Default);
  bool PerThread = Default.Kind == StreamKind::Null && SA.perThreadDefaultStream();
  V.DefaultHandle = Default.isDefaultHandle();
  if (!Legacy && !PerThread)
    return V; // the parameter defaults to a real stream or to cudaStreamPerThread
  // The wrapper does not use the stream on this call's path: nothing runs on it.
  if (streamUnusedOnThisCall(Site, SA.getASTContext()))
    return V;
  // The size query of a temp-storage algorithm: the real call, later, gets the stream.
  if (isTempStorageSizeQuery(Site, SA.origins().enclosingFunction(Site.Call)))
    return V;
  // A wrapper another unit defines: the project index says whether it reads the stream (the
  // CLI's after every unit, through a condition; a ProjectIndex file's here).
  bool Collecting = SummaryCollector::active() != nullptr;
  if (Site.K == StreamSite::SiteKind::Wrapper && Site.Param && isProjectExternal(Site.Callee)) {
    unsigned Param = Site.Param->getFunctionScopeIndex();
    if (!Collecting && Index && Index->ignoresStream(usrOf(Site.Callee), Param))
      return V;
    if (Collecting)
      V.UnlessIgnores = {Site.Callee, Param};
  }

  // Which rule applies, and whether it needs other streams in this translation unit.
  if (Site.isMemoryOperation()) {
    // In a single-stream program the Async form still overlaps the host: nothing is lost.
    if ((PerThread && !PerThreadToo) || MemoryOperations == LaunchPolicy::Never)
      return V;
    V.NeedsOtherStreams = MemoryOperations == LaunchPolicy::MultiStreamOnly;
  } else if (Site.isLaunch()) {
    if (PerThread || KernelLaunches == LaunchPolicy::Never)
      return V;
    V.NeedsOtherStreams = KernelLaunches == LaunchPolicy::MultiStreamOnly;
  } else {
    // Timing events on the legacy stream around blocking streams: a measurement.
    if (PerThread || SA.isTimingRecord(Site.Call))
      return V;
    // A timing event recorded when no work can be in flight (after cudaDeviceSynchronize, or
    // first in main) marks that moment on any stream: the legacy stream is as good.
    if (SA.recordsTimedEvent(Site.Call) &&
        nothingInFlightAt(Site.Call, SA.origins(), SA.getASTContext().getSourceManager()))
      return V;
    V.NeedsOtherStreams = true;
  }
  // Work that runs apart from every stream (loaded before the first stream exists) has no
  // stream to be given and nothing of a stream beside it.
  // Work that every stream's work is kept apart from (a branch exclusive with the stream
  // pipeline, set-up waited for before it) has nothing of a stream beside it either.
  // Work where no stream is at hand (a solver kept on the legacy stream, side streams in
  // functions of their own) has no stream it could be given.
  if (V.NeedsOtherStreams &&
      (!SA.isMultiStreamAt(Site.Call) || !SA.streamAtHand(Site.Call) ||
       SA.runsApartFromStreams(Site.Call, /*UncalledRunsApart=*/!Site.isLaunch() ||
                                                                 !SA.offersSharedStream()) ||
       SA.keptApartFromStreams(Site.Call)))
    return V;
  // A launch followed by cudaDeviceSynchronize overlaps nothing, on any stream (set-up). A
  // function another unit defines may be that wait: the project index decides (the CLI's
  // after every unit, through a condition; a ProjectIndex file's here).
  llvm::SmallVector<const FunctionDecl *, 1> IfWaits;
  if (Site.isLaunch() &&
      nextWorkIsDeviceSync(Site.Call, SA.origins(), SA.getASTContext().getSourceManager(),
                           Collecting || Index ? &IfWaits : nullptr)) {
    if (IfWaits.empty() || (!Collecting && Index->waitsForDevice(usrOf(IfWaits.front()))))
      return V;
    if (Collecting)
      V.UnlessWaits = IfWaits.front();
  }
  V.Report = true;
  V.PerThread = PerThread;
  return V;
}

std::string MissingStreamCheck::streamAtHandNote(const Stmt *S) const {
  const FunctionDecl *Where = nullptr;
  if (!Analysis->streamAtHand(S, &Where) || !Where || !Where->getIdentifier())
    return "";
  NearbyStreams There = Analysis->streamsUsedIn(Where, nullptr);
  if (There.Names.empty())
    return "";
  return " ('" + Where->getName().str() + "', which leads here, uses " + There.quotedNames() + ")";
}

std::optional<FixItHint> MissingStreamCheck::fixFor(const StreamSite &Site,
                                                    const NearbyStreams &Nearby) const {
  if (!Nearby.Only)
    return std::nullopt;
  ASTContext &Ctx = Analysis->getASTContext();
  std::optional<FixItHint> Fix = addStreamArgument(Site, Nearby.OnlyName, Ctx);
  if (!Fix)
    return std::nullopt;
  // Moving this work onto the stream keeps its order with the function's other work only
  // if no other work of the function stays on the default stream.
  const FunctionDecl *FD = Analysis->origins().enclosingFunction(Site.Call);
  for (const StreamSite &Other : Analysis->sitesIn(FD)) {
    if (Other.Call == Site.Call || !Other.omitted())
      continue;
    Verdict OtherVerdict = verdict(Other);
    if (OtherVerdict.DefaultHandle &&
        (!OtherVerdict.Report || !addStreamArgument(Other, Nearby.OnlyName, Ctx)))
      return std::nullopt;
  }
  return Fix;
}

void MissingStreamCheck::checkSite(const StreamSite &Site) {
  const StreamAnalysis &SA = *Analysis;
  if (runsOnlyInUnitTests(SA.origins().enclosingFunction(Site.Call), SA.origins()))
    return; // a unit test's work checks results; its overlap is not the point
  Verdict V = verdict(Site);
  if (!V.Report)
    return;

  ASTContext &Ctx = SA.getASTContext();
  NearbyStreams Nearby = SA.streamsUsedNear(Site);
  std::optional<FixItHint> Fix = fixFor(Site, Nearby);

  std::string Advice;
  if (Fix)
    Advice = "pass '" + Nearby.OnlyName + "', the stream the other work in this function uses";
  else if (!Nearby.Names.empty())
    Advice = "pass the stream it belongs to (other work in this function uses " +
             Nearby.quotedNames() + ")";
  else
    Advice = "pass the stream it belongs to" + streamAtHandNote(Site.Call);

  std::string What = Site.K == StreamSite::SiteKind::Launch
                         ? "kernel launch of '" + Site.calleeName() + "' without a stream"
                         : "'" + Site.calleeName() + "' without a stream argument";
  {
    auto D = V.PerThread ? diag(reportLocation(Site.Call, Ctx),
                                "%0 runs on the per-thread default stream, in order with all other "
                                "default-stream work of this host thread; %1")
                         : diag(reportLocation(Site.Call, Ctx),
                                "%0 runs on the legacy default stream, which waits for all work in "
                                "blocking streams and makes them wait in turn; %1");
    D << What << Advice;
    if (Fix)
      D << *Fix;
  }
  if (Site.K != StreamSite::SiteKind::Launch && Site.Param && Site.Param->getLocation().isValid())
    diag(Site.Param->getLocation(), "stream parameter '%0' defaults to the %1 default stream",
         DiagnosticIDs::Note)
        << Site.Param->getName() << (V.PerThread ? "per-thread" : "legacy");
  if (V.NeedsOtherStreams) {
    const Expr *Evidence = SA.multiStreamEvidenceNear(Site.Call);
    diag(reportLocation(Evidence, Ctx), "%0", DiagnosticIDs::Note) << SA.evidenceNote(Evidence);
  }
  SourceLocation At = reportLocation(Site.Call, Ctx);
  for (const std::string &Cost : Probe.notesFor(Ctx.getSourceManager(), At, ProbeConfig()))
    diag(At, "%0", DiagnosticIDs::Note) << Cost;
  if (V.UnlessWaits || V.UnlessIgnores.first) {
    FindingCondition Condition;
    if (V.UnlessWaits)
      Condition.UnlessWaitsForDevice.push_back(usrOf(V.UnlessWaits));
    if (V.UnlessIgnores.first)
      Condition.UnlessIgnoresStream = {usrOf(V.UnlessIgnores.first), V.UnlessIgnores.second};
    diag(At, "%0", DiagnosticIDs::Note) << encodeConditionNote(Condition);
  }
}

} // namespace cuda
} // namespace clang::tidy
