//===--- ResourceLeakCheck.cpp - cuda-resource-leak ---------------------------------------===//
#include "ResourceLeakCheck.h"
#include "analysis/CudaApi.h"
#include "analysis/DiagnosticLocation.h"
#include "analysis/TimingNames.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang::ast_matchers;

namespace clang::tidy::cuda {

namespace {

// Creations of streams and events, graphs from captures, and the Handle family (graphs,
// executable graphs, memory pools).
const ApiFamily TrackedFamilies[] = {ApiFamily::StreamCreate, ApiFamily::EventCreate,
                                     ApiFamily::CaptureEnd, ApiFamily::Handle};

bool within(const SourceManager &SM, SourceLocation L, const Stmt *S) {
  L = SM.getExpansionLoc(L);
  return !SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(S->getBeginLoc())) &&
         !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(S->getEndLoc()), L);
}

/// The condition of a branch or loop statement, and the variables the statement declares
/// for itself (a nested for loop's counter).
const Expr *conditionOf(const Stmt *S, llvm::SmallPtrSetImpl<const VarDecl *> &Own) {
  if (const auto *F = dyn_cast<ForStmt>(S)) {
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit()))
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D))
          Own.insert(V);
    return F->getCond();
  }
  if (const auto *I = dyn_cast<IfStmt>(S))
    return I->getCond();
  if (const auto *W = dyn_cast<WhileStmt>(S))
    return W->getCond();
  if (const auto *D = dyn_cast<DoStmt>(S))
    return D->getCond();
  if (const auto *Sw = dyn_cast<SwitchStmt>(S))
    return Sw->getCond();
  if (const auto *C = dyn_cast<ConditionalOperator>(S))
    return C->getCond();
  if (const auto *R = dyn_cast<CXXForRangeStmt>(S))
    return R->getRangeInit();
  return nullptr;
}

bool mentionsOther(const Stmt *S, const llvm::DenseSet<const VarDecl *> &Vars,
                   const llvm::SmallPtrSetImpl<const VarDecl *> &Own) {
  if (!S)
    return false;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(DRE->getDecl()); V && Vars.count(V) && !Own.count(V))
      return true;
  return llvm::any_of(S->children(), [&](const Stmt *C) { return mentionsOther(C, Vars, Own); });
}

/// True when the work that Scope records may change shape from one run to the next: a branch
/// or loop whose condition reads one of Varying (error checks on a CUDA status aside). A graph
/// of another shape cannot be updated with cudaGraphExecUpdate; it must be instantiated again.
bool shapeMayVary(const Stmt *S, const llvm::DenseSet<const VarDecl *> &Varying) {
  if (!S || isa<LambdaExpr>(S))
    return false;
  llvm::SmallPtrSet<const VarDecl *, 2> Own;
  if (const Expr *Cond = conditionOf(S, Own);
      Cond && !LoopWork::mentionsStatus(Cond) && mentionsOther(Cond, Varying, Own))
    return true;
  return llvm::any_of(S->children(), [&](const Stmt *C) { return shapeMayVary(C, Varying); });
}

/// True when S calls cudaGraphExecUpdate or cuGraphExecUpdate.
bool updatesGraphs(const Stmt *S) {
  if (!S || isa<LambdaExpr>(S))
    return false;
  if (const auto *C = dyn_cast<CallExpr>(S))
    if (const HandleApiInfo *H = lookupHandleApi(C); H && H->Op == HandleOp::Update)
      return true;
  return llvm::any_of(S->children(), updatesGraphs);
}

bool callsIf(const Stmt *S, llvm::function_ref<bool(const CallExpr *)> Pred) {
  if (!S || isa<LambdaExpr>(S))
    return false;
  if (const auto *C = dyn_cast<CallExpr>(S); C && Pred(C))
    return true;
  return llvm::any_of(S->children(), [&](const Stmt *Ch) { return callsIf(Ch, Pred); });
}

bool readsClock(const CallExpr *C) {
  const FunctionDecl *FD = C->getDirectCallee();
  return FD && FD->getIdentifier() && isTimingName(FD->getName());
}

bool instantiates(const CallExpr *C) {
  const HandleApiInfo *H = lookupHandleApi(C);
  return H && H->Kind == HandleKind::GraphExec && H->Op == HandleOp::Create;
}

/// True when S times an instantiation: a statement that instantiates a graph lies between two
/// that read a clock. Such code measures instantiation; it does not pay it by accident.
bool timesInstantiation(const Stmt *S) {
  if (!S || isa<LambdaExpr>(S))
    return false;
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    for (unsigned I = 1; I + 1 < CS->size(); ++I)
      if (callsIf(CS->body_begin()[I], instantiates) &&
          callsIf(CS->body_begin()[I - 1], readsClock) &&
          callsIf(CS->body_begin()[I + 1], readsClock))
        return true;
  return llvm::any_of(S->children(), timesInstantiation);
}

/// True when a caller on Chain reads the result of a function that reports failure (a bool
/// or a CUDA status): the loop may stop at the first failure, and leak once.
bool resultTested(llvm::ArrayRef<CallStep> Chain, const ValueOrigins &VO) {
  return llvm::any_of(Chain, [&](const CallStep &Step) {
    const auto *Site = dyn_cast_or_null<CallExpr>(Step.Site);
    QualType T = Step.Callee ? Step.Callee->getReturnType() : QualType();
    if (!Site || T.isNull() || !(T->isBooleanType() || isCudaStatusType(T)))
      return false;
    const Stmt *Used = nullptr;
    VO.climb(Site, [&](const DynTypedNode &Up, const DynTypedNode &) {
      const Stmt *S = Up.get<Stmt>();
      if (S && isa<ParenExpr, ImplicitCastExpr, ExprWithCleanups>(S))
        return false;
      Used = S;
      return true;
    });
    if (!Used || isa<CompoundStmt>(Used) || LoopWork::isLoop(Used))
      return false; // a statement of its own: the result is dropped
    const auto *Cast = dyn_cast<ExplicitCastExpr>(Used);
    return !(Cast && Cast->getType()->isVoidType());
  });
}

} // namespace

llvm::SmallVector<const Stmt *, 2>
ResourceLeakCheck::skippedDestroys(const EveryTimeCall &Call, const VarDecl *V,
                                   const Stmt *Loop, const HandleFate &Fate) {
  if (Fate.Destroys.empty())
    return {};
  if (!Paths)
    Paths = std::make_unique<HandlePaths>(*VO);
  // In the loop: each iteration that continues leaks one; a break or a return leaves the loop
  // and leaks one per run of it (bounded).
  if (Call.Chain.empty())
    return Paths->continuesSkipping(Call.Api, V, Loop, Fate.Destroys);
  // A helper called on every iteration: each early return leaks one, unless the loop stops on
  // the failure the helper reports.
  const FunctionDecl *Holder = VO->enclosingFunction(Call.Api);
  if (!Holder || Holder->isMain() || resultTested(Call.Chain, *VO))
    return {};
  return Paths->returnsSkipping(Call.Api, V, Fate.Destroys);
}

void ResourceLeakCheck::registerMatchers(MatchFinder *Finder) {
  Finder->addMatcher(stmt(anyOf(forStmt(), whileStmt(), doStmt(), cxxForRangeStmt()),
                          unless(isExpansionInSystemHeader()))
                         .bind("loop"),
                     this);
}

void ResourceLeakCheck::onEndOfTranslationUnit() {
  Work.reset();
  Paths.reset();
  VO.reset();
  Reported.clear();
}

void ResourceLeakCheck::check(const MatchFinder::MatchResult &Result) {
  const auto *Loop = Result.Nodes.getNodeAs<Stmt>("loop");
  if (!LoopWork::isLoop(Loop))
    return;
  ASTContext &Ctx = *Result.Context;
  if (!VO)
    VO = ValueOrigins::get(Ctx);
  const FunctionDecl *Fn = VO->enclosingFunction(Loop);
  if (!Fn || Fn->isInvalidDecl() || Fn->isDependentContext() || !isHostFunction(Fn))
    return;
  if (!Work)
    Work = std::make_unique<LoopWork>(*VO, TrackedFamilies);
  // A loop that runs once, retries a call until it succeeds, visits each device or each
  // input named on the command line once creates a bounded number of handles.
  if (!Work->repeats(Loop))
    return;
  LoopSummary Summary = Work->loop(Loop);
  if (Summary.LeavesOnStatus)
    return;
  for (const EveryTimeCall &Call : Summary.EveryIteration)
    if (const HandleApiInfo *H = lookupHandleApi(Call.Api); H && H->Op == HandleOp::Create)
      inspect(Call, *H, Loop, Ctx);
}

void ResourceLeakCheck::inspect(const EveryTimeCall &Call, const HandleApiInfo &H,
                                const Stmt *Loop, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  if (static_cast<unsigned>(H.Arg) >= Call.Api->getNumArgs())
    return;
  // Only a local of the function that creates it: anything else may be owned elsewhere.
  const VarDecl *V = localHandleVariable(Call.Api->getArg(H.Arg));
  const FunctionDecl *Holder = VO->enclosingFunction(Call.Api);
  const auto *Owner = V ? dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod()) : nullptr;
  if (!V || !Holder || !Owner || Owner->getCanonicalDecl() != Holder->getCanonicalDecl())
    return;
  HandleFate Fate = handleFate(V, H.Kind, *VO);
  if (Fate.Escapes)
    return;
  bool ViaCall = !Call.Chain.empty();
  // Whether each iteration's handle is gone before the next one is created.
  bool DeclaredInLoop = !ViaCall && within(SM, V->getLocation(), Loop);
  bool Leaks, LastDestroyed = false;
  if (ViaCall || DeclaredInLoop) {
    Leaks = Fate.Destroys.empty();
  } else {
    Leaks = llvm::none_of(Fate.Destroys,
                          [&](const CallExpr *D) { return within(SM, D->getBeginLoc(), Loop); });
    LastDestroyed = !Fate.Destroys.empty();
  }

  // A graph instantiated on every iteration and launched: instantiate once and update it,
  // unless the work recorded may change shape between iterations.
  bool Reinstantiated = false;
  // Launched many times per instantiation (a nested loop): the instantiation is amortized.
  auto LaunchedOnce = [&](const CallExpr *L) {
    llvm::SmallVector<const Stmt *, 4> Loops = VO->enclosingLoops(L);
    return ViaCall ? Loops.empty() : (!Loops.empty() && Loops.front() == Loop);
  };
  if (H.Kind == HandleKind::GraphExec && !Fate.Launches.empty() &&
      llvm::all_of(Fate.Launches, LaunchedOnce)) {
    const Stmt *Scope = ViaCall ? Holder->getBody() : LoopWork::body(Loop);
    llvm::DenseSet<const VarDecl *> Varying;
    if (ViaCall)
      Varying.insert(Holder->param_begin(), Holder->param_end());
    else
      Varying = LoopWork::loopVariantVariables(Loop);
    Reinstantiated = !updatesGraphs(LoopWork::body(Loop)) && !updatesGraphs(Holder->getBody()) &&
                     !shapeMayVary(Scope, Varying) && !timesInstantiation(Scope);
  }
  // Destroyed on the normal path: the ways out that skip the destroy, on every call or
  // iteration.
  llvm::SmallVector<const Stmt *, 2> Skipping;
  if (!Leaks && !Reinstantiated)
    Skipping = skippedDestroys(Call, V, Loop, Fate);
  if (!Leaks && !Reinstantiated && Skipping.empty())
    return;

  bool Elsewhere = false;
  SourceLocation Loc = reportLocation(LoopWork::findingLocation(Call, Loop, SM, Elsewhere), SM);
  if (!Reported.insert(Loc.getRawEncoding()).second)
    return;
  std::string Where = "this loop";
  std::string Name = V->getName().str();
  StringRef Kind = handleKindName(H.Kind);
  StringRef Destroy = destroyFunctionFor(H.Kind, H.DriverApi);
  std::string HolderName = Holder->getNameAsString();
  if (!Skipping.empty()) {
    bool Many = Skipping.size() > 1;
    if (ViaCall)
      diag(Loc, "%0 '%1' is created on every call of '%2', which a loop calls on every "
                "iteration, and %select{an early return skips|early returns skip}3 its destroy: "
                "each call that returns there leaks one %0 and what it holds; destroy it with %4 "
                "before returning, or create it once outside the loop and pass it in")
          << Kind << Name << HolderName << Many << Destroy;
    else
      diag(Loc, "%0 '%1' is created on every iteration of this loop and %select{a 'continue' "
                "skips|'continue' statements skip}2 its destroy: each iteration that continues "
                "leaks one %0 and what it holds; destroy it with %3 before continuing, or create "
                "it once before the loop and reuse it")
          << Kind << Name << Many << Destroy;
  } else if (Reinstantiated) {
    diag(Loc, "%0 '%1' is instantiated again on every %select{iteration of this loop|call of "
              "'%3', which a loop calls on every iteration}2%select{| and never destroyed}4: "
              "instantiating a graph costs much more than launching it; instantiate it once "
              "before the loop and launch it on every iteration, refreshing changed kernel "
              "parameters with %5")
        << Kind << Name << ViaCall << HolderName << Leaks
        << (H.DriverApi ? "cuGraphExecUpdate" : "cudaGraphExecUpdate");
  } else if (ViaCall) {
    diag(Loc, "%0 '%1' is created on every call of '%2' and never destroyed, and a loop calls it "
              "on every iteration: each call leaks one %0 and what it holds; destroy it with %3 "
              "before '%2' returns, or create it once outside the loop and pass it in")
        << Kind << Name << HolderName << Destroy;
  } else {
    diag(Loc, "%0 '%1' is created again on every iteration of this loop and %select{never "
              "destroyed|destroyed only outside it}2: each iteration leaks one %0 and what it holds; "
              "destroy it with %3 in the loop before the next one is created, or create it once "
              "before the loop and reuse it")
        << Kind << Name << LastDestroyed << Destroy;
  }
  if (Elsewhere)
    diag(reportLocation(Call.Api, Ctx), "%0 created here", DiagnosticIDs::Note) << Kind;
  for (const Stmt *Exit : Skipping)
    diag(reportLocation(Exit, Ctx), "%select{returns|continues}0 here without destroying '%1'",
         DiagnosticIDs::Note)
        << !ViaCall << Name;
  if (!Skipping.empty())
    diag(reportLocation(Fate.Destroys.front(), Ctx), "destroyed here on the normal path",
         DiagnosticIDs::Note);
  diag(reportLocation(Loop, Ctx), "in this loop", DiagnosticIDs::Note);
  for (const CallStep &Step : llvm::drop_begin(Call.Chain, Elsewhere ? 1 : 0))
    diag(reportLocation(Step.Site, Ctx), "through this call to '%0'", DiagnosticIDs::Note)
        << LoopWork::stepName(Step);
  if (LastDestroyed && !Reinstantiated && Skipping.empty())
    diag(reportLocation(Fate.Destroys.front(), Ctx), "the last one is destroyed here",
         DiagnosticIDs::Note);
  for (const std::string &Cost : Probe.notesFor(SM, Loc, ProbeConfig()))
    diag(Loc, "%0", DiagnosticIDs::Note) << Cost;
}

} // namespace clang::tidy::cuda
