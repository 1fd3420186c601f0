//===--- AccessPath.cpp - storage named relative to one function --------------------------===//
#include "LoopWork.h"
#include "LoopWorkDetail.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/FoldingSet.h"

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

} // namespace clang::tidy::cuda
