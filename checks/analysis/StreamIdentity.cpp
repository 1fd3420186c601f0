//===--- StreamIdentity.cpp - when two expressions name the same stream ---------------------===//
#include "StreamIdentity.h"
#include "CudaApi.h"
#include "StmtWalk.h"
#include "ValueOrigins.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/FoldingSet.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::cuda {

const FieldDecl *getterField(const Expr *E) {
  const auto *Call = dyn_cast_or_null<CXXMemberCallExpr>(E);
  const CXXMethodDecl *Method = Call ? Call->getMethodDecl() : nullptr;
  const FunctionDecl *Def = nullptr;
  if (!Method || Call->getNumArgs() != 0 || !Method->hasBody(Def))
    return nullptr;
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
  const auto *Ret = Body && Body->size() == 1 ? dyn_cast<ReturnStmt>(Body->body_front()) : nullptr;
  const auto *Member = Ret && Ret->getRetValue()
                           ? dyn_cast<MemberExpr>(Ret->getRetValue()->IgnoreParenImpCasts())
                           : nullptr;
  if (!Member || !isa<CXXThisExpr>(Member->getBase()->IgnoreParenImpCasts()))
    return nullptr;
  return dyn_cast<FieldDecl>(Member->getMemberDecl());
}

namespace {

/// A member chain (`s->stream_`, `this->m.s`, `m_stream`) rooted at a parameter or `this`.
bool isMemberOfArgument(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (!isa<MemberExpr>(E))
    return false;
  while (const auto *M = dyn_cast<MemberExpr>(E))
    E = M->getBase()->IgnoreParenImpCasts();
  if (isa<CXXThisExpr>(E))
    return true;
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  return Ref && isa<ParmVarDecl>(Ref->getDecl());
}

/// True when E names a parameter or `this`, or a member or element of one.
bool readsArgument(const Expr *E) {
  return anyStmtUnder(E, [](const Stmt *S) {
    if (isa<CXXThisExpr>(S))
      return true;
    const auto *Ref = dyn_cast<DeclRefExpr>(S);
    return Ref && isa<ParmVarDecl>(Ref->getDecl());
  });
}

/// True when S stores into something other than a local of its function (a reference
/// parameter is the caller's variable).
bool writesOutsideLocals(const Stmt *S) {
  const Expr *Target = nullptr;
  if (const auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->isAssignmentOp())
    Target = BO->getLHS();
  else if (const auto *UO = dyn_cast<UnaryOperator>(S); UO && UO->isIncrementDecrementOp())
    Target = UO->getSubExpr();
  else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(S);
           Op && Op->isAssignmentOp() && Op->getNumArgs() > 0)
    Target = Op->getArg(0);
  else if (isa<CXXNewExpr, CXXDeleteExpr>(S))
    return true;
  if (!Target)
    return false;
  const auto *Ref = dyn_cast<DeclRefExpr>(Target->IgnoreParenImpCasts());
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return !Var || !Var->hasLocalStorage() || Var->getType()->isReferenceType();
}

} // namespace

bool isPureAccessor(const FunctionDecl *FD) {
  const FunctionDecl *Def = nullptr;
  if (!FD || !FD->hasBody(Def) || !Def->getBody())
    return false;
  bool Returns = false;
  bool Impure = anyStmtUnder(Def->getBody(), [&](const Stmt *S) {
    if (isa<LambdaExpr>(S) || writesOutsideLocals(S))
      return true;
    if (const auto *Ret = dyn_cast<ReturnStmt>(S)) {
      const Expr *V = Ret->getRetValue();
      if (!V)
        return true;
      Returns = true;
      V = V->IgnoreParenImpCasts();
      return !isMemberOfArgument(V) &&
             !V->isNullPointerConstant(Def->getASTContext(), Expr::NPC_ValueDependentIsNotNull);
    }
    if (const auto *Member = dyn_cast<CXXMemberCallExpr>(S))
      if (const CXXMethodDecl *M = Member->getMethodDecl();
          !M || (!M->isConst() && readsArgument(Member->getImplicitObjectArgument())))
        return true;
    if (const auto *Call = dyn_cast<CallExpr>(S))
      return llvm::any_of(Call->arguments(), readsArgument);
    return false;
  });
  return Returns && !Impure;
}

/// The same arguments: each the same storage named the same way, or the same constant.
static bool sameArguments(const CallExpr *A, const CallExpr *B, const ASTContext &Ctx) {
  if (A->getNumArgs() != B->getNumArgs())
    return false;
  for (unsigned I = 0; I < A->getNumArgs(); ++I) {
    const Expr *X = A->getArg(I)->IgnoreParenImpCasts(), *Y = B->getArg(I)->IgnoreParenImpCasts();
    if (sameStreamExpr(X, Y, Ctx))
      continue;
    Expr::EvalResult VX, VY;
    if (X->isValueDependent() || Y->isValueDependent() || !X->EvaluateAsInt(VX, Ctx) ||
        !Y->EvaluateAsInt(VY, Ctx) || VX.Val.getInt() != VY.Val.getInt())
      return false;
  }
  return true;
}

bool sameStreamExpr(const Expr *A, const Expr *B, const ASTContext &Ctx) {
  if (!A || !B)
    return false;
  A = A->IgnoreParenImpCasts();
  B = B->IgnoreParenImpCasts();
  // The same accessor called with the same arguments on the same object (held-out round 40,
  // apache/mxnet@b84609d src/operator/tensor/indexing_op.cu:168, `GetStream(s)` for the copy
  // and for its wait).
  if (const auto *CA = dyn_cast<CallExpr>(A), *CB = dyn_cast<CallExpr>(B);
      CA && CB && !isa<CUDAKernelCallExpr>(CA) && CA->getDirectCallee() &&
      CB->getDirectCallee() &&
      CA->getDirectCallee()->getCanonicalDecl() == CB->getDirectCallee()->getCanonicalDecl() &&
      CA->getStmtClass() == CB->getStmtClass() && isPureAccessor(CA->getDirectCallee())) {
    const auto *MA = dyn_cast<CXXMemberCallExpr>(CA), *MB = dyn_cast<CXXMemberCallExpr>(CB);
    if (MA && !sameStreamExpr(MA->getImplicitObjectArgument(), MB->getImplicitObjectArgument(), Ctx))
      return false;
    return sameArguments(CA, CB, Ctx);
  }
  // The same getter called on the same object: the same member read.
  if (const FieldDecl *Field = getterField(A); Field && Field == getterField(B))
    return sameStreamExpr(cast<CXXMemberCallExpr>(A)->getImplicitObjectArgument(),
                          cast<CXXMemberCallExpr>(B)->getImplicitObjectArgument(), Ctx);
  // `v[i]` of a standard container calls its operator[], which has no other effect.
  auto SideEffects = [&](const Expr *E) {
    const Expr *Base = nullptr, *Index = nullptr;
    if (ValueOrigins::isStdContainerElement(E) && subscriptParts(E, Base, Index))
      return Base->HasSideEffects(Ctx) || Index->HasSideEffects(Ctx);
    return E->HasSideEffects(Ctx);
  };
  // A variable, an element of an array or container, or of a heap array a pointer owns.
  const ValueDecl *D = ValueOrigins::storageOrPointer(A);
  if (!D || D != ValueOrigins::storageOrPointer(B) || SideEffects(A))
    return false;
  llvm::FoldingSetNodeID IA, IB;
  A->Profile(IA, Ctx, /*Canonical=*/true);
  B->Profile(IB, Ctx, /*Canonical=*/true);
  return IA == IB;
}

namespace {

/// True when Cond, as a whole, can hold only while some stream-typed expression is null
/// (When: the branch taken when Cond is true or false).
bool requiresNullStream(const Expr *Cond, bool When, const ASTContext &Ctx) {
  Cond = Cond->IgnoreParenImpCasts();
  if (const auto *BO = dyn_cast<BinaryOperator>(Cond)) {
    // `a && b` true: both hold; `a || b` false: neither holds.
    if ((When && BO->getOpcode() == BO_LAnd) || (!When && BO->getOpcode() == BO_LOr))
      return requiresNullStream(BO->getLHS(), When, Ctx) ||
             requiresNullStream(BO->getRHS(), When, Ctx);
    if ((BO->getOpcode() == BO_EQ && When) || (BO->getOpcode() == BO_NE && !When)) {
      const Expr *L = BO->getLHS()->IgnoreParenImpCasts(), *R = BO->getRHS()->IgnoreParenImpCasts();
      auto IsNull = [&](const Expr *E) {
        return E->isNullPointerConstant(const_cast<ASTContext &>(Ctx),
                                        Expr::NPC_ValueDependentIsNotNull) != Expr::NPCK_NotNull;
      };
      return (isStreamType(L->getType()) && IsNull(R)) || (isStreamType(R->getType()) && IsNull(L));
    }
    return false;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(Cond); UO && UO->getOpcode() == UO_LNot)
    return requiresNullStream(UO->getSubExpr(), !When, Ctx);
  // `if (s)` false: s is null.
  return !When && isStreamType(Cond->getType());
}

} // namespace

bool onlyWhereAStreamIsDefault(const Stmt *S, const ValueOrigins &VO) {
  const ASTContext &Ctx = VO.getASTContext();
  return VO.climb(S, [&](const DynTypedNode &Ancestor, const DynTypedNode &Child) {
    const auto *If = Ancestor.get<IfStmt>();
    const Stmt *From = Child.get<Stmt>();
    if (!If || !From || !If->getCond())
      return false;
    if (From == If->getThen())
      return requiresNullStream(If->getCond(), true, Ctx);
    if (From == If->getElse())
      return requiresNullStream(If->getCond(), false, Ctx);
    return false;
  });
}

} // namespace clang::tidy::cuda
