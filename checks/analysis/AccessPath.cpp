//===--- AccessPath.cpp - storage named relative to one function --------------------------===//
#include "LoopWork.h"
#include "LoopWorkDetail.h"
#include "StmtWalk.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/FoldingSet.h"
#include <functional>

namespace clang::tidy::cuda {

using loopwork::stripCasts;

namespace {

bool sameExpr(const Expr *A, const Expr *B, const ASTContext &Ctx) {
  if (A == B)
    return true;
  if (!A || !B)
    return false;
  llvm::FoldingSetNodeID IA, IB;
  stripCasts(A)->Profile(IA, Ctx, /*Canonical=*/true);
  stripCasts(B)->Profile(IB, Ctx, /*Canonical=*/true);
  return IA == IB;
}

} // namespace


const VarDecl *AccessPath::plainVariable() const {
  if (Root != RootKind::Var || !Steps.empty() || !Scope.empty())
    return nullptr;
  return dyn_cast_or_null<VarDecl>(Var);
}

AccessPath accessPathOf(const Expr *E) {
  AccessPath P;
  llvm::SmallVector<AccessPath::Step, 4> Reversed;
  using Step = AccessPath::Step;
  E = stripCasts(E);
  for (unsigned Depth = 0; E && Depth < 32; ++Depth) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
        P.Root = AccessPath::RootKind::Var;
        P.Var = VD;
      }
      break;
    }
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      const ValueDecl *M = ME->getMemberDecl();
      if (const auto *Static = dyn_cast<VarDecl>(M)) {
        P.Root = AccessPath::RootKind::Var;
        P.Var = Static;
        break;
      }
      if (!isa<FieldDecl>(M))
        break;
      Reversed.push_back({Step::Field, M, nullptr});
      const Expr *Base = stripCasts(ME->getBase());
      if (isa<CXXThisExpr>(Base)) {
        P.Root = AccessPath::RootKind::This;
        break;
      }
      if (ME->isArrow())
        Reversed.push_back({Step::Deref, nullptr, nullptr});
      E = Base;
      continue;
    }
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
      Reversed.push_back({Step::Index, nullptr, ASE->getIdx()});
      E = stripCasts(ASE->getBase());
      continue;
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->getOpcode() == UO_Deref) {
      Reversed.push_back({Step::Deref, nullptr, nullptr});
      E = stripCasts(UO->getSubExpr());
      continue;
    }
    if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E)) {
      if (OC->getOperator() == OO_Subscript && OC->getNumArgs() == 2) {
        Reversed.push_back({Step::Index, nullptr, OC->getArg(1)});
        E = stripCasts(OC->getArg(0));
        continue;
      }
      if ((OC->getOperator() == OO_Star || OC->getOperator() == OO_Arrow) &&
          OC->getNumArgs() == 1) {
        Reversed.push_back({Step::Deref, nullptr, nullptr});
        E = stripCasts(OC->getArg(0));
        continue;
      }
    }
    // Any other expression (`p + off`, `v.data()`): compared by its structure.
    if (!E->isInstantiationDependent() && !isa<CXXThisExpr>(E)) {
      P.Root = AccessPath::RootKind::Value;
      P.Value = E;
    }
    break;
  }
  if (!P.known())
    return AccessPath();
  P.Steps.assign(Reversed.rbegin(), Reversed.rend());
  return P;
}

bool sameStorage(const AccessPath &A, const AccessPath &B, const ASTContext &Ctx) {
  if (!A.known() || A.Root != B.Root || A.Scope != B.Scope)
    return false;
  if (A.Root == AccessPath::RootKind::Var && A.Var->getCanonicalDecl() != B.Var->getCanonicalDecl())
    return false;
  if (A.Root == AccessPath::RootKind::Value && !sameExpr(A.Value, B.Value, Ctx))
    return false;
  size_t Common = std::min(A.Steps.size(), B.Steps.size());
  for (size_t I = 0; I < Common; ++I) {
    const AccessPath::Step &SA = A.Steps[I], &SB = B.Steps[I];
    if (SA.K != SB.K)
      return false;
    if (SA.K == AccessPath::Step::Field && SA.Member != SB.Member)
      return false;
    if (SA.K == AccessPath::Step::Index && !sameExpr(SA.Subscript, SB.Subscript, Ctx))
      return false;
  }
  // `cudaMalloc3D(&p, ...)` and `cudaFree(p.ptr)` name the same buffer.
  const auto &Longer = A.Steps.size() > B.Steps.size() ? A.Steps : B.Steps;
  return llvm::all_of(llvm::drop_begin(Longer, Common),
                      [](const AccessPath::Step &S) { return S.K == AccessPath::Step::Field; });
}

namespace {

/// The parent of E once parentheses and implicit casts other than lvalue-to-rvalue are
/// skipped, and the child of that parent on the way to E.
std::pair<DynTypedNode, const Expr *> useParent(const Expr *E, const ValueOrigins &VO) {
  for (unsigned Depth = 0; Depth < 16; ++Depth) {
    auto Parents = VO.parents(*E);
    if (Parents.size() != 1)
      return {DynTypedNode(), E};
    const auto *P = Parents[0].get<Expr>();
    const auto *IC = dyn_cast_or_null<ImplicitCastExpr>(P);
    if (P && (isa<ParenExpr>(P) || (IC && IC->getCastKind() != CK_LValueToRValue))) {
      E = P;
      continue;
    }
    return {Parents[0], E};
  }
  return {DynTypedNode(), E};
}

/// True when method M may write field F of its object (or we cannot see its body).
bool mayWriteField(const CXXMethodDecl *M, const ValueDecl *F, const ValueOrigins &VO) {
  if (M->isConst())
    return false;
  const FunctionDecl *Def = nullptr;
  if (!M->hasBody(Def) || !Def)
    return true;
  bool Writes = false;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || Writes)
      return;
    if (const auto *ME = dyn_cast<MemberExpr>(S);
        ME && isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts())) {
      if (ME->getMemberDecl() == F) {
        auto [Parent, Child] = useParent(ME, VO);
        const auto *IC = Parent.get<ImplicitCastExpr>();
        Writes = !(IC && IC->getCastKind() == CK_LValueToRValue);
      } else if (const auto *Other = dyn_cast<CXXMethodDecl>(ME->getMemberDecl())) {
        Writes = !Other->isConst() && Other != M; // another mutator of the same object
      }
    }
    for (const Stmt *C : S->children())
      Walk(C);
  };
  Walk(Def->getBody());
  return Writes;
}

} // namespace

/// For storage inside a local object (`buf.ptr_`, reached through its constructor, methods
/// and destructor): true when the loop may move, swap or release the object's buffer, so
/// that what the destructor frees need not be what the constructor allocated.
bool ownerMayHandOff(const AccessPath &P, const Stmt *Loop, const ValueOrigins &VO) {
  if (P.Root != AccessPath::RootKind::Var || !P.Scope.empty() || P.Steps.empty() ||
      P.Steps[0].K != AccessPath::Step::Field)
    return false;
  const auto *V = dyn_cast<VarDecl>(P.Var);
  const CXXRecordDecl *RD = V ? V->getType()->getAsCXXRecordDecl() : nullptr;
  if (!RD || !RD->hasDefinition() || RD->hasTrivialDestructor())
    return false; // not an object that owns its buffer
  const ValueDecl *F = P.Steps[0].Member;
  auto HandsOff = [&](const DeclRefExpr *Ref) {
    auto [Parent, Child] = useParent(Ref, VO);
    const CXXMethodDecl *Method = nullptr;
    if (const auto *ME = Parent.get<MemberExpr>()) {
      if (const auto *M = dyn_cast<CXXMethodDecl>(ME->getMemberDecl()))
        Method = M;
      else if (ME->getMemberDecl() == F) {
        const auto *IC = useParent(ME, VO).first.get<ImplicitCastExpr>();
        return !(IC && IC->getCastKind() == CK_LValueToRValue);
      } else
        return false;
    } else if (const auto *OC = Parent.get<CXXOperatorCallExpr>();
               OC && OC->getNumArgs() && OC->getArg(0) == Child) {
      Method = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee());
      if (!Method)
        return true;
    }
    if (Method)
      return mayWriteField(Method, F, VO);
    const Expr *CallLike = Parent.get<CallExpr>();
    if (!CallLike)
      CallLike = Parent.get<CXXConstructExpr>();
    if (CallLike) {
      const FunctionDecl *Callee = calledFunction(CallLike);
      auto Args = callArguments(CallLike);
      for (unsigned I = 0; I < Args.size(); ++I)
        if (Args[I] == Child) {
          if (!Callee || I >= Callee->getNumParams())
            return true;
          QualType T = Callee->getParamDecl(I)->getType();
          return !T->isReferenceType() || !T.getNonReferenceType().isConstQualified();
        }
      return true;
    }
    return Parent.get<UnaryOperator>() != nullptr; // its address escapes
  };
  bool Found = false;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || Found)
      return;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S);
        DRE && DRE->getDecl()->getCanonicalDecl() == V->getCanonicalDecl())
      Found = HandsOff(DRE);
    for (const Stmt *C : S->children())
      Walk(C);
  };
  Walk(Loop);
  return Found;
}

} // namespace clang::tidy::cuda
