//===--- HandleLifetime.cpp - what a function does with a CUDA handle held in a local -----===//
#include "HandleLifetime.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace clang::tidy::cuda {

namespace {

/// The non-static local variable (not a parameter, not a reference) E names.
const VarDecl *localVariable(const Expr *E) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!V || isa<ParmVarDecl>(V) || !V->hasLocalStorage() || V->getType()->isReferenceType())
    return nullptr;
  return V;
}

/// X when OutArg is `&X`.
const Expr *addressed(const Expr *OutArg) {
  const auto *UO = OutArg ? dyn_cast<UnaryOperator>(OutArg->IgnoreParenImpCasts()) : nullptr;
  return UO && UO->getOpcode() == UO_AddrOf ? UO->getSubExpr() : nullptr;
}

} // namespace

const VarDecl *localHandleVariable(const Expr *OutArg) {
  const Expr *X = addressed(OutArg);
  return X ? localVariable(X) : nullptr;
}

const VarDecl *localHandleArray(const Expr *OutArg) {
  const auto *Element = dyn_cast_or_null<ArraySubscriptExpr>(addressed(OutArg));
  const VarDecl *V = Element ? localVariable(Element->getBase()) : nullptr;
  return V && V->getType()->isConstantArrayType() ? V : nullptr;
}

const ValueDecl *addressedStorage(const Expr *OutArg) {
  const Expr *X = addressed(OutArg);
  return X ? ValueOrigins::storageOrPointer(X) : nullptr;
}

const ValueDecl *createdHandleStorage(const Expr *OutArg) {
  if (!OutArg || addressed(OutArg))
    return addressedStorage(OutArg);
  const Expr *Out = OutArg->IgnoreParenImpCasts();
  if (const auto *Sum = dyn_cast<BinaryOperator>(Out); Sum && Sum->isAdditiveOp())
    return ValueOrigins::storageOf(Sum->getLHS()->IgnoreParenImpCasts());
  return ValueOrigins::storageOf(Out);
}

namespace {

/// A free function of a system header other than the C++ library's (cublasSetStream,
/// ncclAllReduce): it takes a handle by value to use it, not to keep it.
bool isLibraryFunction(const FunctionDecl *FD, const SourceManager &SM) {
  return !isa<CXXMethodDecl>(FD) && !FD->isInStdNamespace() &&
         SM.isInSystemHeader(SM.getExpansionLoc(FD->getCanonicalDecl()->getLocation()));
}

class FateWalker {
public:
  FateWalker(HandleKind K, const ValueOrigins &VO)
      : K(K), VO(VO), SM(VO.getASTContext().getSourceManager()) {}

  HandleFate run(const VarDecl *V) {
    variable(V, dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod()), 0);
    return F;
  }

private:
  void variable(const VarDecl *V, const FunctionDecl *Owner, unsigned Depth) {
    if (!Visited.insert(V).second)
      return;
    const Stmt *Body = Owner ? Owner->getBody() : nullptr;
    if (!Body || Depth > 4) {
      F.Escapes = true;
      return;
    }
    for (const DeclRefExpr *Ref : ValueOrigins::references(V, Body)) {
      if (F.Escapes)
        return;
      // Read inside a lambda (or a local class): it may run after the function returns.
      if (VO.enclosingFunction(Ref) != Owner) {
        F.Escapes = true;
        return;
      }
      use(Ref, Depth);
    }
  }

  void use(const Expr *Ref, unsigned Depth) {
    const Expr *E = Ref;
    bool Address = false;
    for (unsigned Step = 0; Step < 16; ++Step) {
      DynTypedNodeList Parents = VO.parents(*E);
      const Stmt *P = Parents.size() == 1 ? Parents[0].get<Stmt>() : nullptr;
      if (!P)
        break; // an initializer of another variable, a member initializer, ...
      if (isa<ParenExpr, ImplicitCastExpr>(P)) {
        E = cast<Expr>(P);
        continue;
      }
      if (const auto *UO = dyn_cast<UnaryOperator>(P)) {
        if (UO->getOpcode() == UO_AddrOf && !Address) {
          Address = true;
          E = UO;
          continue;
        }
        if (UO->getOpcode() == UO_LNot && !Address)
          return;
        break;
      }
      if (const auto *C = dyn_cast<CallExpr>(P))
        return call(C, E, Address, Depth);
      if (const auto *BO = dyn_cast<BinaryOperator>(P)) {
        if (BO->isComparisonOp() && !Address)
          return;
        if (BO->getOpcode() == BO_Assign && BO->getLHS() == E && !Address &&
            BO->getRHS()->isNullPointerConstant(VO.getASTContext(),
                                                Expr::NPC_ValueDependentIsNotNull))
          return; // `s = nullptr` after destroying it
        break;
      }
      if (!Address && isa<IfStmt, WhileStmt, ForStmt, DoStmt, ConditionalOperator>(P))
        return; // tested for null
      break;
    }
    F.Escapes = true; // stored, returned, aliased, handed to a constructor, ...
  }

  void call(const CallExpr *C, const Expr *Arg, bool Address, unsigned Depth) {
    unsigned Index = C->getNumArgs();
    for (unsigned I = 0; I < C->getNumArgs(); ++I)
      if (C->getArg(I) == Arg)
        Index = I;
    if (Index == C->getNumArgs()) {
      F.Escapes = true;
      return;
    }
    // The launch configuration of `kernel<<<grid, block, shmem, stream>>>`.
    DynTypedNodeList Up = VO.parents(*C);
    if (const auto *KC = Up.size() == 1 ? Up[0].get<CUDAKernelCallExpr>() : nullptr;
        KC && KC->getConfig() == C && !Address)
      return;
    if (const HandleApiInfo *H = lookupHandleApi(C)) {
      bool Mine = H->Kind == K && static_cast<int>(Index) == H->Arg;
      if (Mine && !Address && H->Op == HandleOp::Destroy)
        F.Destroys.push_back(Depth ? Top : C);
      else if (Address && !(Mine && H->Op == HandleOp::Create))
        F.Escapes = true;
      return;
    }
    if (const CudaApiInfo *Api = lookupCudaApi(C)) {
      if (Address) {
        F.Escapes = true;
        return;
      }
      if (K == HandleKind::GraphExec && Index == 0 && isGraphLaunch(*Api))
        F.Launches.push_back(Depth ? Top : C);
      return;
    }
    const FunctionDecl *FD = C->getDirectCallee();
    if (!FD || Address || isa<CXXOperatorCallExpr>(C)) {
      F.Escapes = true;
      return;
    }
    if (returnsCudaError(FD) || isLibraryFunction(FD, SM)) {
      if (Index < FD->getNumParams() && FD->getParamDecl(Index)->getType()->isReferenceType())
        F.Escapes = true;
      return;
    }
    // A function of the project: what it does with its parameter is what happens to the handle.
    const FunctionDecl *Def = FD->getDefinition();
    const auto *M = dyn_cast<CXXMethodDecl>(FD);
    if (!Def || !Def->hasBody() || (M && M->isVirtual()) || Index >= Def->getNumParams() ||
        Def->getParamDecl(Index)->getType()->isReferenceType() ||
        SM.isInSystemHeader(SM.getExpansionLoc(Def->getLocation()))) {
      F.Escapes = true;
      return;
    }
    if (Depth == 0)
      Top = C;
    variable(Def->getParamDecl(Index), Def, Depth + 1);
  }

  HandleKind K;
  const ValueOrigins &VO;
  const SourceManager &SM;
  HandleFate F;
  const CallExpr *Top = nullptr; // the call in V's own function that handed it on
  llvm::SmallPtrSet<const VarDecl *, 8> Visited;
};

} // namespace

HandleFate handleFate(const VarDecl *V, HandleKind K, const ValueOrigins &VO) {
  return FateWalker(K, VO).run(V);
}

} // namespace clang::tidy::cuda
