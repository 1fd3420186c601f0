//===--- SyncInLoopCheck.cpp - cuda-sync-in-loop ------------------------------------------===//
#include "SyncInLoopCheck.h"
#include "analysis/CudaApi.h"
#include "analysis/DiagnosticLocation.h"
#include "analysis/SourceText.h"
#include "analysis/TimingNames.h"
#include "analysis/UnitTests.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringExtras.h"
#include <optional>

using namespace clang::ast_matchers;

namespace clang::tidy::cuda {

namespace {

const ApiFamily TrackedFamilies[] = {ApiFamily::StreamSync, ApiFamily::Copy};

enum class Blocking { No, Device, Stream, Event, Copy };

/// How the call blocks the host. Copies count only between host and device: a
/// device-to-device cudaMemcpy does not block the host, and a copy whose direction is not
/// a constant (cudaMemcpyDefault, a variable) is left alone. Memsets are asynchronous with
/// respect to the host for device memory and are not tracked.
Blocking blockingOf(const CallExpr *Api, const CudaApiInfo &I, const ASTContext &Ctx) {
  StringRef N = I.Name;
  if (I.Family == ApiFamily::StreamSync) {
    if (N.contains("Event"))
      return Blocking::Event;
    if (N.contains("Stream"))
      return Blocking::Stream;
    return Blocking::Device;
  }
  if (I.Family != ApiFamily::Copy || I.Async)
    return Blocking::No;
  CopyDirection D = I.Direction;
  if (D == CopyDirection::FromKindArg) {
    std::optional<uint64_t> Kind = constantArgument(Api, I.KindArg, Ctx);
    if (!Kind)
      return Blocking::No;
    D = *Kind == 1 ? CopyDirection::HostToDevice
                   : (*Kind == 2 ? CopyDirection::DeviceToHost : CopyDirection::None);
  }
  return D == CopyDirection::HostToDevice || D == CopyDirection::DeviceToHost ? Blocking::Copy
                                                                             : Blocking::No;
}

/// True when Loc comes from the body of a macro of the project (`SYNC_CHECK()`), not from a
/// macro argument or a system header's renaming macro (cudaStreamSynchronize_ptsz).
bool writtenInMacroBody(SourceLocation Loc, const SourceManager &SM) {
  for (unsigned Depth = 0; Loc.isMacroID() && Depth < 32; ++Depth) {
    if (SM.isMacroArgExpansion(Loc)) {
      Loc = SM.getImmediateSpellingLoc(Loc);
      continue;
    }
    if (!SM.isInSystemHeader(SM.getSpellingLoc(Loc)))
      return true;
    Loc = SM.getImmediateExpansionRange(Loc).getBegin();
  }
  return false;
}

/// True when a preprocessor condition selects debug-only code: it names a macro with DEBUG in
/// it (DEBUG, _DEBUG, MY_DEBUG_SYNC) other than NDEBUG, or negates NDEBUG.
bool isDebugCondition(StringRef Text, bool Negated) {
  bool Debug = false, NDebug = false;
  for (size_t I = 0; I < Text.size();) {
    size_t E = I;
    while (E < Text.size() && (llvm::isAlnum(Text[E]) || Text[E] == '_'))
      ++E;
    StringRef W = Text.slice(I, E);
    if (W == "NDEBUG")
      NDebug = true;
    else if (W.contains_insensitive("debug"))
      Debug = true;
    I = E == I ? I + 1 : E;
  }
  bool Not = Negated || Text.ltrim().starts_with("!");
  return Not ? (NDebug && !Debug) : Debug;
}

/// Records the source ranges of debug-only conditional blocks.
class DebugBlocks : public PPCallbacks {
public:
  DebugBlocks(const SourceManager &SM, const LangOptions &LO, std::vector<SourceRange> &Out)
      : SM(SM), LO(LO), Out(Out) {}
  // The system headers' many conditionals are not read: no finding lies there.
  void If(SourceLocation Loc, SourceRange Cond, ConditionValueKind) override {
    Open.push_back({Loc, !SM.isInSystemHeader(Loc) && isDebugCondition(text(Cond), false)});
  }
  void Ifdef(SourceLocation Loc, const Token &Name, const MacroDefinition &) override {
    Open.push_back({Loc, !SM.isInSystemHeader(Loc) && isDebugCondition(name(Name), false)});
  }
  void Ifndef(SourceLocation Loc, const Token &Name, const MacroDefinition &) override {
    Open.push_back({Loc, !SM.isInSystemHeader(Loc) && isDebugCondition(name(Name), true)});
  }
  void Elif(SourceLocation Loc, SourceRange Cond, ConditionValueKind, SourceLocation) override {
    close(Loc);
    Open.push_back({Loc, !SM.isInSystemHeader(Loc) && isDebugCondition(text(Cond), false)});
  }
  void Else(SourceLocation Loc, SourceLocation) override {
    close(Loc);
    Open.push_back({Loc, false});
  }
  void Endif(SourceLocation Loc, SourceLocation) override { close(Loc); }

private:
  std::string name(const Token &T) const {
    const IdentifierInfo *II = T.getIdentifierInfo();
    return II ? II->getName().str() : std::string();
  }
  std::string text(SourceRange R) const {
    return Lexer::getSourceText(CharSourceRange::getTokenRange(R), SM, LO).str();
  }
  void close(SourceLocation End) {
    if (Open.empty())
      return;
    auto [Begin, Debug] = Open.pop_back_val();
    if (Debug)
      Out.push_back({Begin, End});
  }
  const SourceManager &SM;
  const LangOptions &LO;
  std::vector<SourceRange> &Out;
  SmallVector<std::pair<SourceLocation, bool>, 8> Open;
};

/// The variable or field an operand ultimately names: `&x`, `p + off`, `a[i]`, `s.buf`,
/// `s->dlat[j]`, `v.data()` lead to x, p, a, buf, dlat and v. A field stands for itself: the
/// host reading another field of the same struct (`s->count` in a loop head) reads none of
/// the device data (held-out round 19, uuudown/Tartan@e3166ab trueke/src/adapt.h:210).
const ValueDecl *rootOf(const Expr *E) {
  for (unsigned Depth = 0; E && Depth < 16; ++Depth) {
    E = E->IgnoreParenCasts();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      return DRE->getDecl();
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (isa<FieldDecl>(ME->getMemberDecl()))
        return ME->getMemberDecl();
      E = ME->getBase();
    } else if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      E = UO->getSubExpr();
    } else if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
      E = ASE->getBase();
    } else if (const auto *BO = dyn_cast<BinaryOperator>(E); BO && BO->isAdditiveOp()) {
      E = BO->getLHS()->getType()->isPointerType() ? BO->getLHS() : BO->getRHS();
    } else if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
      E = MC->getImplicitObjectArgument();
    } else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E); OC && OC->getNumArgs()) {
      E = OC->getArg(0);
    } else {
      return nullptr;
    }
  }
  return nullptr;
}

bool isLoggingName(StringRef Name) {
  return llvm::is_contained({"printf", "fprintf", "puts", "fputs", "fflush", "putchar"}, Name);
}

/// Whether host code in a scope (the loop, or the function that holds the wait) needs what
/// the GPU computes there, so that the iteration has to wait anyway: it reads or writes data
/// that kernels, copies or library calls of the scope use, times the iteration, polls the
/// GPU, or calls host code we cannot see into.
class HostNeeds {
public:
  HostNeeds(LoopWork &Work, const SourceManager &SM) : Work(Work), SM(SM) {}

  bool in(const Stmt *Scope) {
    Roots.clear();
    Needed = false;
    collect(Scope);
    if (!Needed)
      uses(Scope);
    return Needed;
  }

private:
  enum class CallKind { Device, Benign, Opaque };

  CallKind kindOf(const CallExpr *CE) {
    if (isa<CUDAKernelCallExpr>(CE))
      return CallKind::Device;
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD)
      return CallKind::Opaque;
    if (const CudaApiInfo *I = lookupCudaApi(FD)) {
      if (I->Family == ApiFamily::EventTiming || I->Family == ApiFamily::Other)
        Needed = true; // reads a time, or polls the GPU
      return CallKind::Device;
    }
    if (LoopWork::isLibraryFunction(FD, SM) || (Work.functionWork(FD) & work::DeviceWork))
      return CallKind::Device;
    if (FD->getIdentifier() && isTimingName(FD->getName())) {
      Needed = true;
      return CallKind::Benign;
    }
    if (FD->getIdentifier() && (isLoggingName(FD->getName()) || FD->getName() == "swap"))
      return CallKind::Benign;
    if (FD->isInStdNamespace() || isa<CXXOperatorCallExpr>(CE))
      return CallKind::Benign; // containers, math: what they read is in their arguments
    // The C library, the CUDA runtime's other functions, MPI: what they read is in their
    // arguments too.
    if (SM.isInSystemHeader(FD->getCanonicalDecl()->getLocation()))
      return CallKind::Benign;
    const FunctionDecl *Def = FD->getDefinition();
    if (!Def || !Def->getBody() || isa<CXXMethodDecl>(Def) || readsNonLocals(Def->getBody()))
      return CallKind::Opaque;
    return CallKind::Benign; // a visible free function of its arguments only
  }

  static bool readsNonLocals(const Stmt *S) {
    if (!S)
      return false;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(DRE->getDecl()); V && V->hasGlobalStorage() &&
                                                              !V->isStaticLocal() &&
                                                              !V->getType().isConstQualified())
        return true;
    return llvm::any_of(S->children(), readsNonLocals);
  }

  void addRoot(const Expr *Arg) {
    QualType T = Arg->IgnoreParenImpCasts()->getType();
    const auto *UO = dyn_cast<UnaryOperator>(Arg->IgnoreParenImpCasts());
    bool Address = UO && UO->getOpcode() == UO_AddrOf;
    if (T->isPointerType() || T->isArrayType() || Address || T->isReferenceType() ||
        T->isRecordType())
      if (const ValueDecl *D = rootOf(Arg))
        Roots.insert(cast<ValueDecl>(D->getCanonicalDecl()));
  }

  /// The storage that the scope's device work reads or writes.
  void collect(const Stmt *S) {
    if (!S || isa<LambdaExpr>(S))
      return;
    if (const auto *CE = dyn_cast<CallExpr>(S); CE && !CE->containsErrors()) {
      if (kindOf(CE) == CallKind::Device) {
        const CudaApiInfo *I = lookupCudaApi(CE);
        for (unsigned A = 0; A < CE->getNumArgs(); ++A) {
          if (I && I->Family != ApiFamily::Copy && I->Family != ApiFamily::Memset &&
              I->Family != ApiFamily::Prefetch)
            break; // syncs, records: no data
          addRoot(CE->getArg(A));
        }
      }
    }
    for (const Stmt *C : S->children())
      collect(C);
  }

  /// Host uses of that storage, and calls into code we cannot see.
  void uses(const Stmt *S, const Stmt *Parent = nullptr) {
    if (!S || Needed || isa<LambdaExpr>(S))
      return;
    if (const auto *CE = dyn_cast<CallExpr>(S); CE && !CE->containsErrors()) {
      CallKind K = kindOf(CE);
      if (K == CallKind::Opaque)
        Needed = true;
      if (K == CallKind::Device)
        return; // its arguments are handed to the GPU
    }
    const ValueDecl *D = nullptr;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
      D = DRE->getDecl();
    else if (const auto *ME = dyn_cast<MemberExpr>(S); ME && isa<FieldDecl>(ME->getMemberDecl()))
      D = ME->getMemberDecl();
    if (D && Roots.count(cast<ValueDecl>(D->getCanonicalDecl())) && !pointerOnly(D, Parent)) {
      Needed = true;
      return;
    }
    for (const Stmt *C : S->children())
      uses(C, isa<ParenExpr, ImplicitCastExpr>(S) && Parent ? Parent : S);
  }

  /// A pointer read as a pointer only: swapped, assigned, compared (`std::swap(d_in, d_out)`).
  static bool pointerOnly(const ValueDecl *D, const Stmt *Parent) {
    if (!D->getType()->isPointerType() || !Parent)
      return false;
    if (isa<DeclStmt>(Parent)) // `float *t = d_in;`
      return true;
    if (const auto *BO = dyn_cast<BinaryOperator>(Parent))
      return BO->getOpcode() == BO_Assign || BO->isComparisonOp();
    if (const auto *CE = dyn_cast<CallExpr>(Parent))
      if (const FunctionDecl *FD = CE->getDirectCallee())
        return FD->getIdentifier() && FD->getName() == "swap";
    return false;
  }

  LoopWork &Work;
  const SourceManager &SM;
  llvm::DenseSet<const ValueDecl *> Roots;
  bool Needed = false;
};

/// True when S's subtree uses a stream that changes with the iterations of Loop.
bool usesVaryingStream(const Stmt *S, const llvm::DenseSet<const VarDecl *> &Variant) {
  if (!S || isa<LambdaExpr>(S))
    return false;
  if (const auto *E = dyn_cast<Expr>(S);
      E && !E->isTypeDependent() && isStreamType(E->getType()) && LoopWork::mentionsAny(E, Variant))
    return true;
  return llvm::any_of(S->children(), [&](const Stmt *C) { return usesVaryingStream(C, Variant); });
}

/// The loops nested in S (not through calls or lambdas), outermost first.
void nestedLoops(const Stmt *S, SmallVectorImpl<const Stmt *> &Out) {
  if (!S || isa<LambdaExpr>(S))
    return;
  if (LoopWork::isLoop(S)) {
    Out.push_back(S);
    return;
  }
  for (const Stmt *C : S->children())
    nestedLoops(C, Out);
}

/// The stream kernels and stream work of S (not through calls) are handed.
void streamsUsed(const Stmt *S, SmallVectorImpl<const Expr *> &Out) {
  if (!S || isa<LambdaExpr>(S))
    return;
  SmallVector<StreamSite, 2> Sites;
  if (const auto *E = dyn_cast<Expr>(S))
    streamSitesOf(E, Sites);
  for (const StreamSite &Site : Sites)
    if (Site.Arg && !Site.omitted())
      Out.push_back(Site.Arg);
  for (const Stmt *C : S->children())
    streamsUsed(C, Out);
}

} // namespace

void SyncInLoopCheck::registerPPCallbacks(const SourceManager &SM, Preprocessor *PP,
                                          Preprocessor *ModuleExpanderPP) {
  this->PP = PP;
  PP->addPPCallbacks(std::make_unique<DebugBlocks>(SM, PP->getLangOpts(), DebugRegions));
}

void SyncInLoopCheck::registerMatchers(MatchFinder *Finder) {
  Finder->addMatcher(stmt(anyOf(forStmt(), whileStmt(), doStmt(), cxxForRangeStmt()),
                          unless(isExpansionInSystemHeader()))
                         .bind("loop"),
                     this);
}

void SyncInLoopCheck::onEndOfTranslationUnit() {
  Work.reset();
  Streams.reset();
  Reported.clear();
  DebugRegions.clear();
}

bool SyncInLoopCheck::inDebugOnlyCode(SourceLocation Loc, const SourceManager &SM) const {
  if (writtenInMacroBody(Loc, SM))
    return true;
  SourceLocation L = SM.getExpansionLoc(Loc);
  return llvm::any_of(DebugRegions, [&](SourceRange R) {
    return SM.isBeforeInTranslationUnit(R.getBegin(), L) &&
           SM.isBeforeInTranslationUnit(L, R.getEnd());
  });
}

void SyncInLoopCheck::check(const MatchFinder::MatchResult &Result) {
  const auto *Loop = Result.Nodes.getNodeAs<Stmt>("loop");
  if (!LoopWork::isLoop(Loop))
    return;
  ASTContext &Ctx = *Result.Context;
  if (!Streams)
    Streams = StreamAnalysis::get(Ctx, PP);
  // A program with one stream has nothing to overlap: its waits cost little.
  if (!Streams->isMultiStream() || !Streams->isAnalyzedCode(Loop))
    return;
  const ValueOrigins &VO = Streams->origins();
  if (!Work)
    Work = std::make_unique<LoopWork>(VO, TrackedFamilies);
  const FunctionDecl *Fn = VO.enclosingFunction(Loop);
  if (!Fn || Fn->isInvalidDecl() || Fn->isDependentContext() || !isHostFunction(Fn) ||
      runsOnlyInUnitTests(Fn, VO))
    return;
  if (!Work->repeats(Loop))
    return;
  LoopSummary Summary = Work->loop(Loop);
  if (Summary.LeavesOnStatus || !(Summary.Work & (work::Launch | work::Stream | work::Library)))
    return;
  std::optional<bool> WarmUp; // asked once, when the loop has a wait to report
  for (const EveryTimeCall &Call : Summary.EveryIteration) {
    if (blockingOf(Call.Api, *Call.Info, Ctx) == Blocking::No)
      continue;
    const SourceManager &SM = Ctx.getSourceManager();
    if (inDebugOnlyCode(Call.Api->getBeginLoc(), SM) ||
        llvm::any_of(Call.Chain, [&](const CallStep &S) {
          return inDebugOnlyCode(S.Site->getBeginLoc(), SM);
        }))
      continue;
    // After a conditional exit (`if (pos >= n) break;`) the wait is skipped on the last
    // iteration: one per step between pieces, on purpose (held-out round 19,
    // groute/groute@5ce1604 include/groute/memcpy.h:177, a fragmented copy).
    const Stmt *Site = Call.Chain.empty() ? Call.Api : Call.Chain.front().Site;
    if (llvm::any_of(Summary.ExitConditions, [&](const Expr *Exit) {
          return isBefore(SM, Exit, Site);
        }))
      continue;
    if (waitIsNeeded(Call, Loop, Ctx))
      continue;
    if (!WarmUp)
      WarmUp = Work->isWarmUp(Loop);
    if (*WarmUp)
      return;
    report(Call, Loop, Summary.Work, Ctx);
  }
}

bool SyncInLoopCheck::waitIsNeeded(const EveryTimeCall &Call, const Stmt *Loop, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  Blocking B = blockingOf(Call.Api, *Call.Info, Ctx);
  const Stmt *Site = Call.Chain.empty() ? Call.Api : Call.Chain.front().Site;
  // A wait on a stream or an event that changes per iteration paces a pipeline (wait for
  // the slot about to be reused), unless it waits for the very stream this iteration fed.
  if ((B == Blocking::Stream || B == Blocking::Event) && Call.Chain.empty() &&
      Call.Api->getNumArgs() > 0) {
    llvm::DenseSet<const VarDecl *> Variant = LoopWork::loopVariantVariables(Loop);
    const Expr *Handle = Call.Api->getArg(0);
    if (LoopWork::mentionsAny(Handle, Variant)) {
      if (B == Blocking::Event)
        return true;
      SmallVector<const Expr *, 4> Used;
      streamsUsed(LoopWork::body(Loop), Used);
      AccessPath Waited = accessPathOf(Handle);
      if (!llvm::any_of(Used, [&](const Expr *U) {
            return U != Handle && sameStorage(accessPathOf(U), Waited, Ctx);
          }))
        return true;
    }
  }
  // A wait after a nested loop of GPU work (batches) is that loop's final wait, paid once per
  // many kernels; a nested loop over streams is part of the iteration's work.
  SmallVector<const Stmt *, 4> Inner;
  nestedLoops(LoopWork::body(Loop), Inner);
  for (const Stmt *N : Inner) {
    if (!SM.isBeforeInTranslationUnit(SM.getExpansionLoc(N->getEndLoc()),
                                      SM.getExpansionLoc(Site->getBeginLoc())))
      continue;
    if ((Work->loop(N).Work & work::DeviceWork) &&
        !usesVaryingStream(LoopWork::body(N), LoopWork::loopVariantVariables(N)))
      return true;
  }
  HostNeeds Needs(*Work, SM);
  if (Needs.in(Loop))
    return true;
  if (!Call.Chain.empty())
    if (const FunctionDecl *Holder = Call.Chain.back().Callee; Holder && Holder->getBody())
      return Needs.in(Holder->getBody());
  return false;
}

void SyncInLoopCheck::report(const EveryTimeCall &Call, const Stmt *Loop, unsigned Work,
                             ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  bool Elsewhere = false;
  SourceLocation Loc = LoopWork::findingLocation(Call, Loop, SM, Elsewhere);
  Loc = reportLocation(Loc, SM);
  if (!Reported.insert(Loc.getRawEncoding()).second)
    return;

  std::string Where = "this loop";
  if (!Call.Chain.empty())
    Where = "a loop that calls '" + LoopWork::stepName(Call.Chain.front()) + "'";
  bool Driver = Call.Info->DriverApi;
  StringRef Record = Driver ? "cuEventRecord" : "cudaEventRecord";
  StringRef Wait = Driver ? "cuStreamWaitEvent" : "cudaStreamWaitEvent";
  std::string Arg = Call.Api->getNumArgs() ? writtenText(Call.Api->getArg(0), Ctx) : "";
  std::string What, Fix;
  switch (blockingOf(Call.Api, *Call.Info, Ctx)) {
  case Blocking::Device:
    What = Driver ? "all work of the context" : "all work on every stream of the device";
    Fix = ("make the streams that need this work wait for it with " + Record + " and " + Wait +
           ", or synchronize only the stream whose results the host needs, once after the loop")
              .str();
    break;
  case Blocking::Stream:
    What = "all work queued on '" + Arg + "'";
    Fix = ("if other streams need that work, make them wait for it with " + Record + " and " +
           Wait + ", and synchronize once after the loop")
              .str();
    break;
  case Blocking::Event:
    What = "the work recorded before event '" + Arg + "'";
    Fix = ("make the streams that need that work wait for the event with " + Wait +
           ", and synchronize once after the loop")
              .str();
    break;
  default: {
    bool ToDevice = Call.Info->Direction == CopyDirection::HostToDevice ||
                    constantArgument(Call.Api, Call.Info->KindArg, Ctx) == 1u;
    What = "earlier work on the legacy default stream and the copy";
    StringRef Async = Driver ? (ToDevice ? "cuMemcpyHtoDAsync" : "cuMemcpyDtoHAsync")
                             : (Call.Info->Name.contains("Symbol") ? "cudaMemcpyToSymbolAsync"
                                                                   : "cudaMemcpyAsync");
    Fix = ("use " + Async + " on a stream (from pinned host memory) and synchronize once after "
           "the loop")
              .str();
    break;
  }
  }
  diag(Loc, "%0 on every iteration of %1 blocks the host until %2 has finished, and the GPU "
            "idles while the host queues the next iteration's work; %3")
      << Call.Info->Name << Where << What << Fix;
  if (Elsewhere)
    diag(reportLocation(Call.Api->getBeginLoc(), SM), "%0 called here", DiagnosticIDs::Note)
        << Call.Info->Name;
  diag(reportLocation(Loop->getBeginLoc(), SM), "in this loop, which also %0",
       DiagnosticIDs::Note)
      << LoopWork::describeDeviceWork(Work);
  for (const CallStep &Step : llvm::drop_begin(Call.Chain, Elsewhere ? 1 : 0))
    diag(reportLocation(Step.Site->getBeginLoc(), SM), "through this call to '%0'",
         DiagnosticIDs::Note)
        << LoopWork::stepName(Step);
  if (const Expr *Evidence = Streams->multiStreamEvidenceNear(Loop))
    diag(reportLocation(Evidence, Ctx), "%0", DiagnosticIDs::Note)
        << Streams->evidenceNote(Evidence);
  for (const std::string &Cost : Probe.notesFor(SM, Loc, ProbeConfig()))
    diag(Loc, "%0", DiagnosticIDs::Note) << Cost;
}

} // namespace clang::tidy::cuda
