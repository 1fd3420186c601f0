//===--- LoopShape.cpp - what a loop statement is: head, body, trip count, devices --------===//
#include "LoopWork.h"
#include "LoopWorkDetail.h"
#include "StmtWalk.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include <functional>
#include <optional>

namespace clang::tidy::cuda {

namespace {

bool isConstantFalse(const Expr *Cond, const ASTContext &Ctx) {
  bool Value = true;
  return Cond && !Cond->isValueDependent() && Cond->EvaluateAsBooleanCondition(Value, Ctx) &&
         !Value;
}

/// True when a `continue` inside S restarts the loop S belongs to.
bool hasContinueOf(const Stmt *Root) {
  llvm::SmallVector<const Stmt *, 32> Work{Root}; // iterative: any nesting depth is safe
  while (!Work.empty()) {
    const Stmt *S = Work.pop_back_val();
    if (!S || isa<LambdaExpr>(S))
      continue;
    if (isa<ContinueStmt>(S))
      return true;
    if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S))
      continue; // its continues are its own
    Work.append(S->child_begin(), S->child_end());
  }
  return false;
}

} // namespace

bool LoopWork::isMacroDoWhile(const Stmt *S) {
  const auto *D = dyn_cast_or_null<DoStmt>(S);
  if (!D || !D->getCond())
    return false;
  const Expr *Cond = D->getCond()->IgnoreParenImpCasts();
  if (const auto *Lit = dyn_cast<IntegerLiteral>(Cond))
    return Lit->getValue() == 0;
  if (const auto *B = dyn_cast<CXXBoolLiteralExpr>(Cond))
    return !B->getValue();
  return false;
}

bool LoopWork::isLoop(const Stmt *S) {
  return isa_and_nonnull<ForStmt, WhileStmt, CXXForRangeStmt>(S) ||
         (isa_and_nonnull<DoStmt>(S) && !isMacroDoWhile(S));
}

const Stmt *LoopWork::body(const Stmt *Loop) {
  if (const auto *F = dyn_cast<ForStmt>(Loop))
    return F->getBody();
  if (const auto *W = dyn_cast<WhileStmt>(Loop))
    return W->getBody();
  if (const auto *D = dyn_cast<DoStmt>(Loop))
    return D->getBody();
  if (const auto *R = dyn_cast<CXXForRangeStmt>(Loop))
    return R->getBody();
  return nullptr;
}

const Expr *LoopWork::head(const Stmt *Loop) {
  if (const auto *F = dyn_cast<ForStmt>(Loop))
    return F->getCond();
  if (const auto *W = dyn_cast<WhileStmt>(Loop))
    return W->getCond();
  if (const auto *D = dyn_cast<DoStmt>(Loop))
    return D->getCond();
  if (const auto *R = dyn_cast<CXXForRangeStmt>(Loop))
    return R->getRangeInit();
  return nullptr;
}

namespace loopwork {

std::pair<const VarDecl *, const Expr *> forStart(const ForStmt *F) {
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit()); DS && DS->isSingleDecl())
    if (const auto *V = dyn_cast<VarDecl>(DS->getSingleDecl()); V && V->getInit())
      return {V, V->getInit()};
  if (const auto *BO = dyn_cast_or_null<BinaryOperator>(F->getInit());
      BO && BO->getOpcode() == BO_Assign)
    if (const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
      if (const auto *V = dyn_cast<VarDecl>(DRE->getDecl()))
        return {V, BO->getRHS()};
  return {nullptr, nullptr};
}

/// True when V is updated from its own value somewhere in its function (`v += x`, `++v`,
/// `v--`): writes that the engine's value origins do not record, so its value is not that of
/// its initializer and assignments (held-out round 33, baidu-research/warp-ctc@94b2fa1
/// include/detail/gpu_ctc.h:264: a byte count grown with `+=` read as its initial 0).
static bool updatedInPlace(const VarDecl *V) {
  const auto *Fn = dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
  const Stmt *Body = Fn ? Fn->getBody() : nullptr;
  if (!Body)
    return true;
  return anyStmtUnder(Body, [&](const Stmt *S) {
    const Expr *Target = nullptr;
    if (const auto *CA = dyn_cast<CompoundAssignOperator>(S))
      Target = CA->getLHS();
    else if (const auto *UO = dyn_cast<UnaryOperator>(S); UO && UO->isIncrementDecrementOp())
      Target = UO->getSubExpr();
    const auto *DRE = Target ? dyn_cast<DeclRefExpr>(Target->IgnoreParenImpCasts()) : nullptr;
    return DRE && DRE->getDecl() == V;
  });
}

// `int numRuns = 1; ... i < numRuns` reads as [1, 1].
std::optional<std::pair<int64_t, int64_t>> valueRange(const Expr *E, const ASTContext &Ctx,
                                                      const ValueOrigins *Origins) {
  if (!E || E->isValueDependent())
    return std::nullopt;
  auto Int = [&](const Expr *X) -> std::optional<int64_t> {
    Expr::EvalResult R;
    if (!X || X->isValueDependent() || !X->EvaluateAsInt(R, Ctx) ||
        !R.Val.getInt().isRepresentableByInt64())
      return std::nullopt;
    return R.Val.getInt().getExtValue();
  };
  if (std::optional<int64_t> V = Int(E))
    return std::make_pair(*V, *V);
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  llvm::SmallVector<ValueOrigin, 4> Writes;
  if (!Origins || !V || !V->hasLocalStorage() || V->getType().isVolatileQualified() ||
      !Origins->reachingWrites(V, DRE, Writes) || Writes.empty() || updatedInPlace(V))
    return std::nullopt;
  std::optional<std::pair<int64_t, int64_t>> Range;
  for (const ValueOrigin &W : Writes) {
    std::optional<int64_t> Value;
    if (W.K == ValueOrigin::Kind::Init || W.K == ValueOrigin::Kind::Assign)
      Value = Int(W.Value);
    if (!Value)
      return std::nullopt;
    Range = Range ? std::make_pair(std::min(Range->first, *Value), std::max(Range->second, *Value))
                  : std::make_pair(*Value, *Value);
  }
  return Range;
}

} // namespace loopwork

namespace {

/// The step Inc takes V by: +1 for `++i`, `i++`, -1 for the decrements, +N / -N for `i += N` /
/// `i -= N` with a constant N >= 1; 0 when unknown.
int stepOf(const Expr *Inc, const VarDecl *V, const ASTContext &Ctx) {
  auto IsV = [&](const Expr *E) {
    const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return DRE && DRE->getDecl() == V;
  };
  if (const auto *UO = dyn_cast_or_null<UnaryOperator>(Inc); UO && IsV(UO->getSubExpr()))
    return UO->isIncrementOp() ? 1 : (UO->isDecrementOp() ? -1 : 0);
  if (const auto *BO = dyn_cast_or_null<BinaryOperator>(Inc); BO && IsV(BO->getLHS())) {
    std::optional<uint64_t> By = constantValue(BO->getRHS(), Ctx);
    if (!By || *By < 1 || *By > 1u << 20)
      return 0;
    return BO->getOpcode() == BO_AddAssign ? int(*By)
                                           : (BO->getOpcode() == BO_SubAssign ? -int(*By) : 0);
  }
  return 0;
}

/// True when evaluating S never completes: it always calls a function that does not return
/// (`abort()`, a `[[noreturn]]` fatal-error handler) or destroys a temporary whose destructor
/// does not return (glog's and abseil's `LogMessageFatal(...).stream()`, the body of their
/// `CHECK` loops). A `?:` or `switch` on a constant follows the branch taken (abseil hides the
/// fatal temporary behind `switch (0) case 0: default: !(true) ? (void)0 : Voidify() && ...`).
/// Looks Depth levels down (a statement nested deeper is taken to complete).
bool neverCompletes(const Stmt *S, const ASTContext &Ctx, unsigned Depth = 32) {
  if (!S || Depth == 0)
    return false;
  if (const FunctionDecl *FD = calledFunction(S); FD && FD->isNoReturn())
    return true;
  if (const auto *Bind = dyn_cast<CXXBindTemporaryExpr>(S))
    if (const CXXDestructorDecl *D = Bind->getTemporary()->getDestructor(); D && D->isNoReturn())
      return true;
  if (const auto *CO = dyn_cast<ConditionalOperator>(S)) {
    bool Taken = false;
    if (!CO->getCond()->isValueDependent() &&
        CO->getCond()->EvaluateAsBooleanCondition(Taken, Ctx))
      return neverCompletes(Taken ? CO->getTrueExpr() : CO->getFalseExpr(), Ctx, Depth - 1);
  }
  if (const auto *Sw = dyn_cast<SwitchStmt>(S)) {
    // `switch (0) case 0: default: S`: one chain of labels around one statement.
    Expr::EvalResult Value;
    if (!Sw->getCond() || Sw->getCond()->isValueDependent() ||
        !Sw->getCond()->EvaluateAsInt(Value, Ctx))
      return false;
    bool Entered = false;
    const Stmt *Body = Sw->getBody();
    while (const auto *Label = dyn_cast_or_null<SwitchCase>(Body)) {
      const auto *Case = dyn_cast<CaseStmt>(Label);
      Expr::EvalResult On;
      Entered |= !Case || (!Case->getRHS() && Case->getLHS()->EvaluateAsInt(On, Ctx) &&
                           llvm::APSInt::isSameValue(On.Val.getInt(), Value.Val.getInt()));
      Body = Label->getSubStmt();
    }
    return Entered && neverCompletes(Body, Ctx, Depth - 1);
  }
  for (const Stmt *Child : S->children())
    if (Child && alwaysRunsChild(S, Child) && neverCompletes(Child, Ctx, Depth - 1))
      return true;
  return false;
}

} // namespace

std::optional<int64_t> LoopWork::maxTrips(const Stmt *Loop, const ASTContext &Ctx,
                                          const ValueOrigins *Origins) {
  using loopwork::forStart;
  using loopwork::valueRange;
  const Expr *Cond = isa<CXXForRangeStmt>(Loop) ? nullptr : head(Loop);
  if (isConstantFalse(Cond, Ctx))
    return 0;
  // for (i = A; i < B; ++i) (or i <= B, i != B, B > i) and for (i = A; i > B; --i), A and B
  // constants or locals every reaching write of which is a constant.
  if (const auto *F = dyn_cast<ForStmt>(Loop)) {
    auto [V, Start] = forStart(F);
    const auto *Cmp =
        dyn_cast_or_null<BinaryOperator>(Cond ? Cond->IgnoreParenImpCasts() : nullptr);
    int Step = V ? stepOf(F->getInc(), V, Ctx) : 0;
    if (Step && Cmp && Cmp->isComparisonOp()) {
      auto IsV = [&](const Expr *E) {
        const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
        return DRE && DRE->getDecl() == V;
      };
      BinaryOperatorKind Op = Cmp->getOpcode();
      const Expr *Bound = nullptr;
      if (IsV(Cmp->getLHS()))
        Bound = Cmp->getRHS();
      else if (IsV(Cmp->getRHS())) {
        Bound = Cmp->getLHS();
        Op = BinaryOperator::reverseComparisonOp(Op);
      }
      auto From = valueRange(Start, Ctx, Origins);
      auto To = valueRange(Bound, Ctx, Origins);
      std::optional<int64_t> Trips;
      if (Op == BO_NE && Step != 1 && Step != -1)
        Step = 0; // a longer step may jump over the bound
      if (From && To && Step > 0 && (Op == BO_LT || Op == BO_NE || Op == BO_LE))
        Trips = To->second - From->first + (Op == BO_LE ? 1 : 0);
      if (From && To && Step < 0 && (Op == BO_GT || Op == BO_NE || Op == BO_GE))
        Trips = From->second - To->first + (Op == BO_GE ? 1 : 0);
      bool Overshoots = Op == BO_NE && From && To &&
                        (Step > 0 ? From->second > To->first : From->first < To->second);
      if (Trips && !Overshoots)
        return std::max<int64_t>(*Trips, 0);
    }
  }
  return std::nullopt;
}

bool LoopWork::runsAtMostOnce(const Stmt *Loop, const ASTContext &Ctx,
                              const ValueOrigins *Origins) {
  if (std::optional<int64_t> Trips = maxTrips(Loop, Ctx, Origins); Trips && *Trips <= 1)
    return true;
  // A body that always ends by leaving the loop, and never continues it.
  const Stmt *Body = LoopWork::body(Loop);
  const Stmt *Last = Body;
  if (const auto *CS = dyn_cast_or_null<CompoundStmt>(Body))
    Last = CS->body_empty() ? nullptr : CS->body_back();
  if (const auto *AS = dyn_cast_or_null<AttributedStmt>(Last))
    Last = AS->getSubStmt();
  if (const auto *E = dyn_cast_or_null<Expr>(Last))
    Last = E->IgnoreImplicit();
  return (isa_and_nonnull<BreakStmt, ReturnStmt, CXXThrowExpr>(Last) || neverCompletes(Last, Ctx)) &&
         !hasContinueOf(Body);
}

namespace {

/// Visits the loops around S, innermost first, then those around each call (up to three
/// callers up) that reaches S's function, with that call (null for S's own loops), until
/// Visit returns true.
template <class Fn>
void visitLoopsAround(const Stmt *S, const ValueOrigins &VO, Fn &&Visit) {
  auto Around = [&](const Stmt *At, const Expr *Via) {
    for (const Stmt *Loop : VO.enclosingLoops(At))
      if (Visit(Loop, Via))
        return true;
    return false;
  };
  if (Around(S, nullptr))
    return;
  llvm::SmallVector<std::pair<const FunctionDecl *, unsigned>, 8> Work;
  llvm::SmallPtrSet<const FunctionDecl *, 8> Seen;
  if (const FunctionDecl *F = VO.enclosingFunction(S))
    Work.push_back({F, 0});
  while (!Work.empty()) {
    auto [F, Depth] = Work.pop_back_val();
    llvm::SmallVector<const Expr *, 8> Calls;
    if (Depth >= 3 || !Seen.insert(F->getCanonicalDecl()).second || !VO.callSites(F, Calls))
      continue;
    for (const Expr *Call : Calls) {
      if (Around(Call, Call))
        return;
      if (const FunctionDecl *Caller = VO.enclosingFunction(Call))
        Work.push_back({Caller, Depth + 1});
    }
  }
}

/// The innermost loop around S for which Repeats holds, else such a loop around a call (up
/// to three callers up) that reaches S's function (ViaCall is then that call).
template <class Pred>
const Stmt *loopAround(const Stmt *S, const ValueOrigins &VO, const Expr *&ViaCall,
                       Pred &&Repeats) {
  ViaCall = nullptr;
  const Stmt *Found = nullptr;
  visitLoopsAround(S, VO, [&](const Stmt *Loop, const Expr *Via) {
    if (!Repeats(Loop))
      return false;
    Found = Loop;
    ViaCall = Via;
    return true;
  });
  return Found;
}

} // namespace

const Stmt *LoopWork::repeatingLoop(const Stmt *S, const ValueOrigins &VO, const Expr *&ViaCall) {
  const ASTContext &Ctx = VO.getASTContext();
  return loopAround(S, VO, ViaCall,
                    [&](const Stmt *Loop) { return !runsAtMostOnce(Loop, Ctx, &VO); });
}

const Stmt *LoopWork::repeatingWorkLoop(const Stmt *S, const Expr *&ViaCall) {
  return loopAround(S, origins(), ViaCall, [&](const Stmt *Loop) { return repeats(Loop); });
}

llvm::SmallPtrSet<const Stmt *, 4> LoopWork::repeatingWorkLoops(const Stmt *S) {
  llvm::SmallPtrSet<const Stmt *, 4> Loops;
  visitLoopsAround(S, origins(), [&](const Stmt *Loop, const Expr *) {
    if (repeats(Loop))
      Loops.insert(Loop);
    return false;
  });
  return Loops;
}

const Stmt *LoopWork::repeatingLoopApartFromDevices(const Stmt *S, const Expr *&ViaCall) {
  const ValueOrigins &VO = origins();
  // Only the innermost loop over devices is left out: a loop around it (over frames) selects
  // a device per iteration too, through it, and still repeats the copy.
  bool DeviceLoopSeen = false;
  return loopAround(S, VO, ViaCall, [&](const Stmt *Loop) {
    if (runsAtMostOnce(Loop, VO.getASTContext(), &VO))
      return false;
    if (!DeviceLoopSeen && overDevices(Loop)) {
      DeviceLoopSeen = true;
      return false;
    }
    return true;
  });
}

// ---- loops over devices (shared by cuda-alloc-in-loop, cuda-sync-in-loop and
// cuda-event-needless-timing) ------------------------------------------------------------

namespace {

/// Names that say a loop walks over devices: `ngpus`, `num_devices`, `dev`, `gpu_id`, ...
/// but not a count of repetitions that mentions the GPU (`gpu_iters`, `device_steps`).
bool looksLikeDeviceName(StringRef Name) {
  std::string L;
  for (char C : Name)
    if (C != '_')
      L += llvm::toLower(C);
  StringRef S(L);
  for (StringRef Count : {"iter", "step", "rep", "run", "warm", "loop", "epoch", "trial"})
    if (S.contains(Count))
      return false;
  if (S.contains("gpu") || S.contains("device"))
    return true;
  if (S == "dev" || S == "devs" || S == "ndev" || S == "ndevs")
    return true;
  for (StringRef Prefix : {"numdev", "ndev", "devid", "devidx", "devnum", "devcount", "devcnt"})
    if (S.starts_with(Prefix))
      return true;
  return false;
}

/// True when the head or the variable of Loop says it counts or ranges over devices.
bool headNamesDevices(const Stmt *Loop, const ValueOrigins &VO) {
  llvm::SmallVector<const VarDecl *, 4> Vars;
  bool Device = false;
  std::function<void(const Stmt *)> Scan = [&](const Stmt *S) {
    if (!S || Device)
      return;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S)) {
      Device = looksLikeDeviceName(DRE->getDecl()->getName());
      if (const auto *V = dyn_cast<VarDecl>(DRE->getDecl()))
        Vars.push_back(V);
    } else if (const auto *ME = dyn_cast<MemberExpr>(S)) {
      Device = looksLikeDeviceName(ME->getMemberDecl()->getName());
    }
    for (const Stmt *C : S->children())
      Scan(C);
  };
  Scan(LoopWork::head(Loop));
  // The loop variable: `for (int dev = 0; ...)`, `for (int gpu : gpus)`.
  if (const auto *F = dyn_cast<ForStmt>(Loop))
    if (const auto *Init = dyn_cast_or_null<DeclStmt>(F->getInit()))
      for (const Decl *D : Init->decls())
        if (const auto *ND = dyn_cast<NamedDecl>(D); ND && ND->getIdentifier())
          Device = Device || looksLikeDeviceName(ND->getName());
  if (const auto *R = dyn_cast<CXXForRangeStmt>(Loop))
    if (const VarDecl *V = R->getLoopVariable(); V && V->getIdentifier())
      Device = Device || looksLikeDeviceName(V->getName());
  if (Device)
    return true;
  // A bound that cudaGetDeviceCount (or a function named for devices) wrote.
  for (const VarDecl *V : Vars) {
    llvm::SmallVector<ValueOrigin, 4> Writes;
    if (!VO.writesTo(V, Writes))
      continue;
    for (const ValueOrigin &W : Writes) {
      const Expr *Source = W.K == ValueOrigin::Kind::OutArgument ? W.Call : W.Value;
      const auto *Call = dyn_cast_or_null<CallExpr>(Source ? Source->IgnoreParenCasts() : nullptr);
      const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
      if (Callee && Callee->getIdentifier() &&
          (canonicalApiName(Callee->getName()) == "cudaGetDeviceCount" ||
           canonicalApiName(Callee->getName()) == "cuDeviceGetCount" ||
           looksLikeDeviceName(Callee->getName())))
        return true;
    }
  }
  return false;
}

} // namespace

llvm::DenseSet<const VarDecl *> LoopWork::loopVariantVariables(const Stmt *Loop) {
  llvm::DenseSet<const VarDecl *> Out;
  auto Written = [&](const Expr *E) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenCasts()))
      if (const auto *V = dyn_cast<VarDecl>(DRE->getDecl()))
        Out.insert(V->getCanonicalDecl());
  };
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D))
          Out.insert(V->getCanonicalDecl());
    if (const auto *UO = dyn_cast<UnaryOperator>(S); UO && UO->isIncrementDecrementOp())
      Written(UO->getSubExpr());
    if (const auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->isAssignmentOp())
      Written(BO->getLHS());
    if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(S);
        OC && OC->getNumArgs() > 0 &&
        (OC->isAssignmentOp() || OC->getOperator() == OO_PlusPlus ||
         OC->getOperator() == OO_MinusMinus))
      Written(OC->getArg(0));
    for (const Stmt *C : S->children())
      Walk(C);
  };
  Walk(Loop);
  return Out;
}

bool LoopWork::mentionsAny(const Stmt *S, const llvm::DenseSet<const VarDecl *> &Vars) {
  return mentionsAny(S, [&](const VarDecl *V) { return Vars.count(V) != 0; });
}

bool LoopWork::mentionsAny(const Stmt *S, llvm::function_ref<bool(const VarDecl *)> Pred) {
  if (!S)
    return false;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(DRE->getDecl()))
      return Pred(V->getCanonicalDecl());
  return llvm::any_of(S->children(), [&](const Stmt *C) { return mentionsAny(C, Pred); });
}

bool LoopWork::selectsDevicePerIteration(const Stmt *Loop) {
  const ValueOrigins &VO = origins();
  const ASTContext &Ctx = VO.getASTContext();
  const llvm::DenseSet<const VarDecl *> LoopVariant = loopVariantVariables(Loop);
  // The devices the body selects: per iteration, or one fixed device. Inside a nested loop
  // only by what changes with this loop's iterations, not the nested loop's own: `for (step)
  // { for (gpu) { cudaSetDevice(gpu); ... } }` is a loop over steps whose inner loop walks the
  // devices (held-out round 30, cwpearson/stencil@07e64de bin/measure_buf_exchange.cu).
  bool PerIteration = false, Fixed = false;
  // Each nested loop's enclosing nested loop (null: Loop itself), and the variables each
  // changes itself, computed only where a call asks (a device selection is rare).
  llvm::DenseMap<const Stmt *, const Stmt *> EnclosingNested;
  llvm::DenseMap<const Stmt *, llvm::DenseSet<const VarDecl *>> OwnVariant;
  // Whether V changes with Loop's iterations as seen inside Nested: Loop writes it and no
  // loop from Nested out to Loop does.
  auto Varies = [&](const VarDecl *V, const Stmt *Nested) {
    if (!LoopVariant.count(V))
      return false;
    for (const Stmt *N = Nested; N; N = EnclosingNested.lookup(N)) {
      auto [It, New] = OwnVariant.try_emplace(N);
      if (New)
        It->second = loopVariantVariables(N);
      if (It->second.count(V))
        return false;
    }
    return true;
  };
  auto MentionsVarying = [&](const Stmt *S, const Stmt *Nested) {
    return mentionsAny(S, [&](const VarDecl *V) { return Varies(V, Nested); });
  };
  llvm::SmallVector<std::pair<const Stmt *, const Stmt *>, 32> Todo{{body(Loop), nullptr}};
  while (!Todo.empty() && !PerIteration) {
    auto [S, Nested] = Todo.pop_back_val();
    if (!S || isa<LambdaExpr>(S))
      continue;
    if (isLoop(S)) {
      EnclosingNested[S] = Nested;
      Nested = S;
    }
    for (const Stmt *C : S->children())
      Todo.push_back({C, Nested});
    const auto *CE = dyn_cast<CallExpr>(S);
    const FunctionDecl *Callee = CE ? CE->getDirectCallee() : nullptr;
    if (!Callee)
      continue;
    if (isSetDevice(Callee)) {
      if (CE->getNumArgs() == 0)
        continue;
      const Expr *Arg = CE->getArg(0);
      Expr::EvalResult Constant;
      const auto *DRE = dyn_cast<DeclRefExpr>(Arg->IgnoreParenImpCasts());
      if (Arg->isValueDependent() || MentionsVarying(Arg, Nested) ||
          (!Nested && !Arg->EvaluateAsInt(Constant, Ctx) && !(DRE && isa<VarDecl>(DRE->getDecl()))))
        PerIteration = true; // the iteration's device, or a value we cannot read
      else if (!Nested || Arg->EvaluateAsInt(Constant, Ctx))
        Fixed = true; // (a nested loop's own device is neither)
      continue;
    }
    // A function that selects a device, given something that changes per iteration.
    if (!(functionWork(Callee) & work::SetDevice))
      continue;
    const Expr *Object = nullptr;
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE))
      Object = MC->getImplicitObjectArgument();
    if (MentionsVarying(Object, Nested) ||
        llvm::any_of(CE->arguments(), [&](const Expr *A) { return MentionsVarying(A, Nested); }))
      PerIteration = true;
  }
  if (PerIteration)
    return true;
  return !Fixed && headNamesDevices(Loop, VO);
}

namespace {

/// True when the head of Loop reads `argc` of main: the loop walks over the command line,
/// one run of the program's work per input the user named.
bool overCommandLine(const Stmt *Loop) {
  llvm::SmallVector<const Stmt *, 16> Todo{LoopWork::head(Loop)};
  while (!Todo.empty()) {
    const Stmt *S = Todo.pop_back_val();
    if (!S)
      continue;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
      if (const auto *P = dyn_cast<ParmVarDecl>(DRE->getDecl()))
        if (const auto *Main = dyn_cast<FunctionDecl>(P->getDeclContext());
            Main && Main->isMain() && P->getFunctionScopeIndex() == 0)
          return true;
    Todo.append(S->child_begin(), S->child_end());
  }
  return false;
}

} // namespace

bool LoopWork::repeats(const Stmt *Loop) {
  return !runsAtMostOnce(Loop, origins().getASTContext(), &origins()) &&
         !mentionsStatus(head(Loop)) && !overCommandLine(Loop) && !overDevices(Loop);
}

} // namespace clang::tidy::cuda
