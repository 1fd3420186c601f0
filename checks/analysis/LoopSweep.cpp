//===--- LoopSweep.cpp - loops that sweep a parameter over a small fixed set of values ----===//
//
// `for (size_t bytes : {1 << 20, 1 << 24})`, `for (s = 1 << 10; s <= 1 << 26; s *= 2)`: each
// iteration runs the same code for another value the author chose, a fixed number of times.
// cuda-alloc-in-loop asks whether an allocation's size follows that value (flowsFrom).
//
//===--------------------------------------------------------------------------------------===//
#include "LoopWork.h"
#include "LoopWorkDetail.h"
#include "StmtWalk.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <optional>

namespace clang::tidy::cuda {

using loopwork::forStart;
using loopwork::stripCasts;
using loopwork::valueRange;

namespace {

/// The braced list E is, or that the std::initializer_list or container E builds holds:
/// `{a, b}`, `std::vector<size_t>{a, b}`, the initializer of `std::vector<size_t> v = {a, b}`.
const InitListExpr *bracedList(const Expr *E) {
  for (unsigned Depth = 0; E && Depth < 8; ++Depth) {
    E = stripCasts(E);
    if (const auto *IL = dyn_cast<InitListExpr>(E))
      return IL->isSemanticForm() ? IL : IL->getSemanticForm();
    if (const auto *SIL = dyn_cast<CXXStdInitializerListExpr>(E))
      E = SIL->getSubExpr();
    else if (const auto *BT = dyn_cast<CXXBindTemporaryExpr>(E))
      E = BT->getSubExpr();
    else if (const auto *CE = dyn_cast<CXXConstructExpr>(E);
             CE && CE->getNumArgs() >= 1 &&
             llvm::all_of(llvm::drop_begin(CE->arguments()),
                          [](const Expr *A) { return isa<CXXDefaultArgExpr>(A); }))
      E = CE->getArg(0); // a container built from one list (or copied from a temporary)
    else
      return nullptr;
  }
  return nullptr;
}

/// How many elements a list of type T initialized by IL has: an array's extent, a
/// std::array's, else the braced list's length.
uint64_t elementCount(QualType T, const InitListExpr *IL, const ASTContext &Ctx) {
  if (const ConstantArrayType *A = Ctx.getAsConstantArrayType(T))
    return A->getZExtSize();
  if (const auto *RD = T->getAsCXXRecordDecl(); RD && RD->isInStdNamespace() &&
                                                RD->getName() == "array" && !RD->field_empty())
    if (const ConstantArrayType *A = Ctx.getAsConstantArrayType(RD->field_begin()->getType()))
      return A->getZExtSize();
  return IL ? IL->getNumInits() : 0;
}

/// E without parentheses and implicit casts other than lvalue-to-rvalue, going up.
DynTypedNode useParent(const Expr *&E, const ValueOrigins &VO) {
  for (unsigned Depth = 0; Depth < 16; ++Depth) {
    auto Parents = VO.parents(*E);
    if (Parents.size() != 1)
      return DynTypedNode();
    const auto *P = Parents[0].get<Expr>();
    const auto *IC = dyn_cast_or_null<ImplicitCastExpr>(P);
    if (!P || !(isa<ParenExpr>(P) || (IC && IC->getCastKind() != CK_LValueToRValue)))
      return Parents[0];
    E = P;
  }
  return DynTypedNode();
}

/// True when the element E names is only read: copied, or bound to a const reference.
bool elementRead(const Expr *E, const ValueOrigins &VO) {
  DynTypedNode P = useParent(E, VO);
  if (const auto *IC = P.get<ImplicitCastExpr>())
    return IC->getCastKind() == CK_LValueToRValue;
  if (const auto *ME = P.get<MemberExpr>(); ME && !ME->isArrow())
    return elementRead(ME, VO); // `cfgs[i].bytes`
  if (const auto *VD = P.get<VarDecl>())
    return !VD->getType()->isReferenceType() ||
           VD->getType().getNonReferenceType().isConstQualified();
  if (const auto *CE = P.get<CXXConstructExpr>())
    return CE->getConstructor()->isCopyOrMoveConstructor();
  return false;
}

/// True when every use of local V in Fn only reads it: a range-for over it whose variable is
/// not a non-const reference, an element read, a const member call, sizeof.
bool onlyRead(const VarDecl *V, const FunctionDecl *Fn, const ValueOrigins &VO) {
  llvm::SmallPtrSet<const Expr *, 4> RangeReads;
  llvm::SmallVector<const Stmt *, 32> Todo{Fn->getBody()};
  while (!Todo.empty()) {
    const Stmt *S = Todo.pop_back_val();
    if (!S)
      continue;
    if (const auto *R = dyn_cast<CXXForRangeStmt>(S))
      if (const VarDecl *LV = R->getLoopVariable();
          LV && !(LV->getType()->isReferenceType() &&
                  !LV->getType().getNonReferenceType().isConstQualified()))
        RangeReads.insert(R->getRangeInit()->IgnoreParenImpCasts());
    Todo.append(S->child_begin(), S->child_end());
  }
  for (const DeclRefExpr *Ref : ValueOrigins::references(V, Fn->getBody())) {
    if (RangeReads.count(Ref))
      continue;
    const Expr *E = Ref;
    DynTypedNode P = useParent(E, VO);
    if (P.get<UnaryExprOrTypeTraitExpr>())
      continue;
    if (const auto *ASE = P.get<ArraySubscriptExpr>(); ASE && ASE->getBase() == E) {
      if (elementRead(ASE, VO))
        continue;
      return false;
    }
    if (const auto *OC = P.get<CXXOperatorCallExpr>();
        OC && OC->getOperator() == OO_Subscript && OC->getArg(0) == E) {
      if (elementRead(OC, VO))
        continue;
      return false;
    }
    if (const auto *ME = P.get<MemberExpr>(); ME && !ME->isArrow()) {
      const auto *MD = dyn_cast<CXXMethodDecl>(ME->getMemberDecl());
      if (MD && (MD->isConst() || MD->getName() == "size" || MD->getName() == "empty"))
        continue;
    }
    return false;
  }
  return true;
}

/// The number of values a range-for over Range takes when Range is a braced list, or names a
/// local array or container initialized from one and only read since (or a const one
/// initialized from one); 0 otherwise.
uint64_t fixedListLength(const Expr *Range, const ValueOrigins &VO) {
  const ASTContext &Ctx = VO.getASTContext();
  if (!Range || Range->isTypeDependent())
    return 0;
  if (const InitListExpr *IL = bracedList(Range))
    return elementCount(stripCasts(Range)->getType(), IL, Ctx);
  const auto *DRE = dyn_cast<DeclRefExpr>(Range->IgnoreParenImpCasts());
  const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!V || isa<ParmVarDecl>(V) || V->getType()->isReferenceType() || !V->getInit())
    return 0;
  const InitListExpr *IL = bracedList(V->getInit());
  if (!IL)
    return 0;
  QualType T = V->getType();
  bool Const = T.isConstQualified() || Ctx.getBaseElementType(T).isConstQualified();
  if (!Const) {
    const FunctionDecl *Fn = VO.enclosingFunction(DRE);
    llvm::SmallVector<ValueOrigin, 2> Writes;
    if (!V->hasLocalStorage() || !Fn || !Fn->getBody() || !VO.writesTo(V, Writes) ||
        Writes.size() != 1 || !onlyRead(V, Fn, VO))
      return 0;
  }
  return elementCount(T, IL, Ctx);
}

/// One step of a counted loop's variable: `++v`, `v += C`, `v *= C`, `v <<= C`, `v = v * C`,
/// and the same downwards.
struct Step {
  BinaryOperatorKind Op = BO_Comma;
  int64_t By = 0;
  std::optional<int64_t> apply(int64_t V) const {
    constexpr int64_t Limit = int64_t(1) << 62;
    __int128 R = V;
    switch (Op) {
    case BO_Add:
      R += By;
      break;
    case BO_Sub:
      R -= By;
      break;
    case BO_Mul:
      R *= By;
      break;
    case BO_Div:
      R /= By;
      break;
    case BO_Shl:
      R = R * (__int128(1) << By);
      break;
    case BO_Shr:
      R = V >> By;
      break;
    default:
      return std::nullopt;
    }
    if (R > Limit || R < -Limit)
      return std::nullopt;
    return static_cast<int64_t>(R);
  }
};

std::optional<Step> stepOf(const Expr *Inc, const VarDecl *V, const ASTContext &Ctx) {
  auto IsV = [&](const Expr *E) {
    const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return DRE && DRE->getDecl() == V;
  };
  auto Constant = [&](const Expr *E) -> std::optional<int64_t> {
    Expr::EvalResult R;
    if (E->isValueDependent() || !E->EvaluateAsInt(R, Ctx) ||
        !R.Val.getInt().isRepresentableByInt64())
      return std::nullopt;
    return R.Val.getInt().getExtValue();
  };
  auto Make = [](BinaryOperatorKind Op, std::optional<int64_t> By) -> std::optional<Step> {
    if (!By)
      return std::nullopt;
    bool Ok = (Op == BO_Add || Op == BO_Sub) ? *By != 0
              : (Op == BO_Mul || Op == BO_Div) ? *By >= 2
              : (Op == BO_Shl || Op == BO_Shr) ? *By >= 1 && *By <= 62
                                               : false;
    return Ok ? std::optional<Step>(Step{Op, *By}) : std::nullopt;
  };
  if (!Inc)
    return std::nullopt;
  Inc = Inc->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(Inc); UO && IsV(UO->getSubExpr()))
    return UO->isIncrementDecrementOp() ? Make(UO->isIncrementOp() ? BO_Add : BO_Sub, 1)
                                        : std::nullopt;
  if (const auto *CA = dyn_cast<CompoundAssignOperator>(Inc); CA && IsV(CA->getLHS()))
    return Make(BinaryOperator::getOpForCompoundAssignment(CA->getOpcode()),
                Constant(CA->getRHS()));
  // v = v op C, v = C op v (+ and *).
  const auto *BO = dyn_cast<BinaryOperator>(Inc);
  if (!BO || BO->getOpcode() != BO_Assign || !IsV(BO->getLHS()))
    return std::nullopt;
  const auto *RHS = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
  if (!RHS)
    return std::nullopt;
  if (IsV(RHS->getLHS()))
    return Make(RHS->getOpcode(), Constant(RHS->getRHS()));
  if (IsV(RHS->getRHS()) && (RHS->getOpcode() == BO_Add || RHS->getOpcode() == BO_Mul))
    return Make(RHS->getOpcode(), Constant(RHS->getLHS()));
  return std::nullopt;
}

/// True when V op B holds.
bool compare(BinaryOperatorKind Op, int64_t V, int64_t B) {
  switch (Op) {
  case BO_LT:
    return V < B;
  case BO_LE:
    return V <= B;
  case BO_GT:
    return V > B;
  case BO_GE:
    return V >= B;
  case BO_NE:
    return V != B;
  default:
    return false;
  }
}

/// The largest number of trips of `for (v = A; v OP B; STEP)` with A and B constants (or
/// locals every reaching write of which is one), v written nowhere else, when at most
/// LoopWork::MaxSweepValues; 0 otherwise.
uint64_t countedTrips(const ForStmt *F, const ValueOrigins &VO) {
  const ASTContext &Ctx = VO.getASTContext();
  auto [V, Start] = forStart(F);
  const auto *Cmp = dyn_cast_or_null<BinaryOperator>(
      F->getCond() ? F->getCond()->IgnoreParenImpCasts() : nullptr);
  if (!V || !V->getType()->isIntegerType() || !Cmp || !Cmp->isComparisonOp())
    return 0;
  std::optional<Step> S = stepOf(F->getInc(), V, Ctx);
  if (!S)
    return 0;
  BinaryOperatorKind Op = Cmp->getOpcode();
  const Expr *Bound = nullptr;
  auto IsV = [&](const Expr *E) {
    const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return DRE && DRE->getDecl() == V;
  };
  if (IsV(Cmp->getLHS()))
    Bound = Cmp->getRHS();
  else if (IsV(Cmp->getRHS())) {
    Bound = Cmp->getLHS();
    Op = BinaryOperator::reverseComparisonOp(Op);
  }
  auto From = valueRange(Start, Ctx, &VO);
  auto To = valueRange(Bound, Ctx, &VO);
  // `i < configs.size()` over a fixed list: the list's length.
  if (const auto *Size = dyn_cast_or_null<CXXMemberCallExpr>(Bound ? Bound->IgnoreParenImpCasts()
                                                                    : nullptr);
      !To && Size && Size->getMethodDecl() && Size->getMethodDecl()->getIdentifier() &&
      Size->getMethodDecl()->getName() == "size" && Size->getNumArgs() == 0)
    if (uint64_t N = fixedListLength(Size->getImplicitObjectArgument(), VO))
      To = std::make_pair(static_cast<int64_t>(N), static_cast<int64_t>(N));
  if (!From || !To || (Op == BO_NE && (From->first != From->second || To->first != To->second)))
    return 0;
  // Written only by the loop's init and increment.
  llvm::SmallVector<ValueOrigin, 4> Writes;
  if (LoopWork::loopVariantVariables(F->getBody()).count(V->getCanonicalDecl()) ||
      !VO.writesTo(V, Writes))
    return 0;
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Begin = SM.getExpansionLoc(F->getBody()->getBeginLoc());
  SourceLocation End = SM.getExpansionLoc(F->getBody()->getEndLoc());
  for (const ValueOrigin &W : Writes)
    if (SourceLocation L = W.Site ? SM.getExpansionLoc(W.Site->getBeginLoc()) : SourceLocation();
        L.isValid() && !SM.isBeforeInTranslationUnit(L, Begin) &&
        !SM.isBeforeInTranslationUnit(End, L))
      return 0;
  uint64_t Most = 0;
  for (int64_t A : {From->first, From->second})
    for (int64_t B : {To->first, To->second}) {
      uint64_t Trips = 0;
      std::optional<int64_t> X = A;
      while (X && compare(Op, *X, B)) {
        if (++Trips > LoopWork::MaxSweepValues)
          return 0;
        X = S->apply(*X);
      }
      if (!X)
        return 0;
      Most = std::max(Most, Trips);
    }
  return Most;
}

} // namespace

llvm::DenseSet<const VarDecl *> LoopWork::sweptVariables(const Stmt *Loop) {
  llvm::DenseSet<const VarDecl *> Out;
  if (const auto *R = dyn_cast<CXXForRangeStmt>(Loop)) {
    uint64_t N = fixedListLength(R->getRangeInit(), origins());
    if (N >= 1 && N <= MaxSweepValues && R->getLoopVariable())
      Out.insert(R->getLoopVariable()->getCanonicalDecl());
  } else if (const auto *F = dyn_cast<ForStmt>(Loop)) {
    if (countedTrips(F, origins()) >= 1)
      Out.insert(forStart(F).first->getCanonicalDecl());
  }
  return Out;
}

bool LoopWork::flowsFrom(const Expr *E, llvm::ArrayRef<CallStep> Chain,
                         const llvm::DenseSet<const VarDecl *> &Swept) {
  if (Swept.empty() || !E)
    return false;
  const ValueOrigins &VO = origins();
  // (expression, level): the expression lies in the function Chain[0..Level) leads to.
  llvm::SmallVector<std::pair<const Stmt *, size_t>, 16> Todo{{E, Chain.size()}};
  llvm::DenseSet<std::pair<const Decl *, size_t>> Seen;
  unsigned Budget = 256;
  while (!Todo.empty() && Budget--) {
    auto [S, Level] = Todo.pop_back_val();
    if (!S)
      continue;
    // An element follows the index only in a fixed list: `sizes[i]`, not `batches[i]`.
    const Expr *Base = nullptr, *Index = nullptr;
    if (const auto *E = dyn_cast<Expr>(S); E && subscriptParts(E, Base, Index)) {
      Todo.push_back({Base, Level});
      if (fixedListLength(Base, VO) >= 1)
        Todo.push_back({Index, Level});
      continue;
    }
    const auto *DRE = dyn_cast<DeclRefExpr>(S);
    const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    if (!V) {
      for (const Stmt *C : S->children())
        Todo.push_back({C, Level});
      continue;
    }
    if (Swept.count(V->getCanonicalDecl()))
      return true;
    if (!V->hasLocalStorage() || !Seen.insert({V->getCanonicalDecl(), Level}).second)
      continue;
    // A parameter of the chain's callee: the argument at the call.
    if (const auto *P = dyn_cast<ParmVarDecl>(V); P && Level > 0) {
      const CallStep &Call = Chain[Level - 1];
      const auto *Fn = dyn_cast_or_null<FunctionDecl>(P->getDeclContext());
      if (Call.K != CallStep::Kind::Destruct && Fn && Call.Callee &&
          Fn->getCanonicalDecl() == Call.Callee->getCanonicalDecl()) {
        auto Args = callArguments(dyn_cast<Expr>(Call.Site));
        if (P->getFunctionScopeIndex() < Args.size())
          Todo.push_back({Args[P->getFunctionScopeIndex()], Level - 1});
        continue;
      }
    }
    llvm::SmallVector<ValueOrigin, 4> Writes;
    if (!VO.reachingWrites(V, DRE, Writes))
      continue;
    for (const ValueOrigin &W : Writes) {
      if (W.K == ValueOrigin::Kind::Init || W.K == ValueOrigin::Kind::Assign)
        Todo.push_back({W.Value, Level});
      else if (W.K == ValueOrigin::Kind::OutArgument) // `bytesFor(&n, s)`
        for (const Expr *A : callArguments(W.Call))
          Todo.push_back({A, Level});
    }
  }
  return false;
}

} // namespace clang::tidy::cuda
