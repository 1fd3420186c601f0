//===--- HandlePaths.cpp - ways out of a handle's scope that skip its destroy -------------===//
#include "HandlePaths.h"
#include "LoopWorkDetail.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/FoldingSet.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace clang::tidy::cuda {
namespace {

/// Which branch of a two-way branch runs when no handle was created.
enum class NothingCreated { Unrelated, OnTrue, OnFalse, Unknown };

bool contains(const Stmt *S, llvm::function_ref<bool(const Stmt *)> Pred) {
  if (!S || isa<LambdaExpr>(S))
    return false;
  if (Pred(S))
    return true;
  return llvm::any_of(S->children(), [&](const Stmt *C) { return contains(C, Pred); });
}

bool refersTo(const Expr *E, const VarDecl *V) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return DRE && DRE->getDecl() == V;
}

/// `s`, `!s`, `s == nullptr`, `s != 0`: which branch finds V null.
NothingCreated nullTest(const Expr *Cond, const VarDecl *V, const ASTContext &Ctx) {
  const Expr *E = Cond->IgnoreParenImpCasts();
  if (refersTo(E, V))
    return NothingCreated::OnFalse;
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->getOpcode() == UO_LNot && refersTo(UO->getSubExpr(), V))
    return NothingCreated::OnTrue;
  const auto *BO = dyn_cast<BinaryOperator>(E);
  if (!BO || !BO->isEqualityOp())
    return NothingCreated::Unrelated;
  auto IsNull = [&](const Expr *X) {
    return X->isNullPointerConstant(const_cast<ASTContext &>(Ctx),
                                    Expr::NPC_ValueDependentIsNotNull) != Expr::NPCK_NotNull;
  };
  bool Tested = (refersTo(BO->getLHS(), V) && IsNull(BO->getRHS())) ||
                (refersTo(BO->getRHS(), V) && IsNull(BO->getLHS()));
  if (!Tested)
    return NothingCreated::Unrelated;
  return BO->getOpcode() == BO_EQ ? NothingCreated::OnTrue : NothingCreated::OnFalse;
}

/// The variables that hold Create's status: `cudaError_t err = create(...)`, `err = create()`.
llvm::SmallPtrSet<const VarDecl *, 2> statusVariables(const CallExpr *Create,
                                                      const ValueOrigins &VO) {
  llvm::SmallPtrSet<const VarDecl *, 2> Vars;
  VO.climb(Create, [&](const DynTypedNode &Up, const DynTypedNode &) {
    if (const auto *VD = Up.get<VarDecl>()) {
      Vars.insert(VD);
      return true;
    }
    if (const auto *BO = Up.get<BinaryOperator>(); BO && BO->getOpcode() == BO_Assign) {
      if (const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
        if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          Vars.insert(VD);
      return true;
    }
    const Stmt *S = Up.get<Stmt>();
    return !S || !isa<Expr>(S); // the statement that holds the creation
  });
  return Vars;
}

/// Which branch of Cond runs when V's creation failed or V is null.
NothingCreated nothingCreated(const Expr *Cond, const CallExpr *Create, const VarDecl *V,
                              const llvm::SmallPtrSetImpl<const VarDecl *> &StatusVars,
                              const ASTContext &Ctx) {
  if (!Cond)
    return NothingCreated::Unrelated;
  bool TestsCreation = contains(Cond, [&](const Stmt *S) {
    if (S == Create)
      return true;
    const auto *DRE = dyn_cast<DeclRefExpr>(S);
    const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    return VD && StatusVars.count(VD);
  });
  if (!TestsCreation)
    return nullTest(Cond, V, Ctx);
  switch (loopwork::statusOf(Cond)) {
  case loopwork::Status::Failure:
    return NothingCreated::OnTrue;
  case loopwork::Status::Success:
    return NothingCreated::OnFalse;
  default:
    return NothingCreated::Unknown;
  }
}

/// The loop that a continue in S would restart: the innermost loop around S.
const Stmt *innermostLoop(const Stmt *S, const ValueOrigins &VO) {
  const Stmt *Loop = nullptr;
  VO.climb(S, [&](const DynTypedNode &Up, const DynTypedNode &) {
    const Stmt *U = Up.get<Stmt>();
    if (U && isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(U))
      Loop = U;
    return Loop || Up.get<FunctionDecl>() || Up.get<LambdaExpr>();
  });
  return Loop;
}

struct Arm {
  const Expr *Cond;
  bool Then;
};

/// The `if` branches that S lies in, innermost first.
llvm::SmallVector<Arm, 4> armsAround(const Stmt *S, const ValueOrigins &VO) {
  llvm::SmallVector<Arm, 4> Arms;
  VO.climb(S, [&](const DynTypedNode &Up, const DynTypedNode &Child) {
    if (const auto *If = Up.get<IfStmt>(); If && If->getCond()) {
      const Stmt *C = Child.get<Stmt>();
      if (C && (C == If->getThen() || C == If->getElse()))
        Arms.push_back({If->getCond(), C == If->getThen()});
    }
    return Up.get<FunctionDecl>() || Up.get<LambdaExpr>();
  });
  return Arms;
}

bool sameExpr(const Expr *A, const Expr *B, const ASTContext &Ctx) {
  llvm::FoldingSetNodeID IA, IB;
  A->IgnoreParenImpCasts()->Profile(IA, Ctx, /*Canonical=*/true);
  B->IgnoreParenImpCasts()->Profile(IB, Ctx, /*Canonical=*/true);
  return IA == IB;
}

} // namespace

bool HandlePaths::endsProcess(const FunctionDecl *FD) {
  if (!FD)
    return false;
  if (FD->isNoReturn())
    return true;
  const FunctionDecl *Def = FD->getDefinition();
  const auto *Body = Def ? dyn_cast_or_null<CompoundStmt>(Def->getBody()) : nullptr;
  if (!Body || Body->body_empty() ||
      contains(Body, [](const Stmt *S) { return isa<ReturnStmt>(S); }))
    return false;
  const auto *Last = dyn_cast<Expr>(Body->body_back());
  const auto *Call = Last ? dyn_cast<CallExpr>(Last->IgnoreImplicit()) : nullptr;
  return Call && Call->getDirectCallee() && Call->getDirectCallee()->isNoReturn();
}

const CFG *HandlePaths::cfgOf(const FunctionDecl *FD) {
  return CFGs->of(FD, FunctionCFGs::Detail::EveryStatement);
}

bool HandlePaths::destroyedUnderSameCondition(const Stmt *Exit,
                                              llvm::ArrayRef<const CallExpr *> Destroys) {
  llvm::SmallVector<Arm, 4> ExitArms = armsAround(Exit, VO);
  for (const CallExpr *D : Destroys)
    for (const Arm &A : armsAround(D, VO))
      for (const Arm &E : ExitArms)
        if (A.Then == E.Then && sameExpr(A.Cond, E.Cond, VO.getASTContext()))
          return true;
  return false;
}

llvm::SmallVector<const Stmt *, 2>
HandlePaths::returnsSkipping(const CallExpr *Create, const VarDecl *V,
                             llvm::ArrayRef<const CallExpr *> Destroys) {
  return walk(Create, V, nullptr, Destroys);
}

llvm::SmallVector<const Stmt *, 2>
HandlePaths::continuesSkipping(const CallExpr *Create, const VarDecl *V, const Stmt *Loop,
                               llvm::ArrayRef<const CallExpr *> Destroys) {
  return Loop ? walk(Create, V, Loop, Destroys) : llvm::SmallVector<const Stmt *, 2>();
}

llvm::SmallVector<const Stmt *, 2> HandlePaths::walk(const CallExpr *Create, const VarDecl *V,
                                                     const Stmt *Loop,
                                                     llvm::ArrayRef<const CallExpr *> Destroys) {
  llvm::SmallVector<const Stmt *, 2> Found;
  const FunctionDecl *F = VO.enclosingFunction(Create);
  const CFG *G = F ? cfgOf(F) : nullptr;
  if (!G)
    return Found;
  const ASTContext &Ctx = VO.getASTContext();
  const CFGBlock *Start = nullptr;
  unsigned StartIndex = 0;
  for (const CFGBlock *B : *G)
    for (unsigned I = 0, N = B->size(); I < N && !Start; ++I)
      if (auto E = (*B)[I].getAs<CFGStmt>(); E && E->getStmt() == Create) {
        Start = B;
        StartIndex = I + 1;
      }
  if (!Start)
    return Found;
  llvm::SmallPtrSet<const Stmt *, 4> DestroySet(Destroys.begin(), Destroys.end());
  llvm::SmallPtrSet<const VarDecl *, 2> StatusVars = statusVariables(Create, VO);

  // A path's state: the block, and the continue it took (loop mode).
  struct Item {
    const CFGBlock *B;
    unsigned I;
    const Stmt *Continued;
  };
  llvm::SmallVector<Item, 16> Work{{Start, StartIndex, nullptr}};
  llvm::DenseSet<std::pair<unsigned, const Stmt *>> Seen;
  unsigned Budget = 20000;
  auto Record = [&](const Stmt *S) {
    if (!llvm::is_contained(Found, S) && !destroyedUnderSameCondition(S, Destroys))
      Found.push_back(S);
  };
  while (!Work.empty()) {
    Item It = Work.pop_back_val();
    bool Ended = false;
    for (unsigned I = It.I, N = It.B->size(); I < N && !Ended; ++I) {
      if (--Budget == 0)
        return {}; // too long to finish: stay silent
      auto E = (*It.B)[I].getAs<CFGStmt>();
      if (!E)
        continue;
      const Stmt *S = E->getStmt();
      if (S == Create) { // around a loop, back at the creation
        if (It.Continued)
          Record(It.Continued);
        Ended = true;
      } else if (DestroySet.count(S)) {
        Ended = true;
      } else if (isa<ReturnStmt>(S) && !Loop) {
        Record(S);
        Ended = true;
      } else if (const auto *Call = dyn_cast<CallExpr>(S)) {
        Ended = endsProcess(Call->getDirectCallee());
      }
    }
    if (Ended || It.B->hasNoReturnElement())
      continue;
    const Stmt *Continued = It.Continued;
    if (const Stmt *T = It.B->getTerminatorStmt();
        Loop && T && isa<ContinueStmt>(T) && innermostLoop(T, VO) == Loop)
      Continued = T;
    // Follow only the branches on which the handle exists.
    NothingCreated Skip = NothingCreated::Unrelated;
    if (It.B->succ_size() >= 2) {
      const Expr *Cond = It.B->getLastCondition();
      if (!Cond)
        if (const Stmt *TC = It.B->getTerminatorCondition())
          Cond = dyn_cast<Expr>(TC);
      Skip = nothingCreated(Cond, Create, V, StatusVars, Ctx);
      if (Skip == NothingCreated::Unknown ||
          (Skip != NothingCreated::Unrelated && It.B->succ_size() != 2))
        continue;
    }
    unsigned Index = 0;
    for (const CFGBlock::AdjacentBlock &Succ : It.B->succs()) {
      unsigned This = Index++;
      if ((Skip == NothingCreated::OnTrue && This == 0) ||
          (Skip == NothingCreated::OnFalse && This == 1))
        continue;
      if (const CFGBlock *SB = Succ.getReachableBlock())
        if (Seen.insert({SB->getBlockID(), Continued}).second)
          Work.push_back({SB, 0, Continued});
    }
  }
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::sort(Found, [&](const Stmt *A, const Stmt *B) {
    return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
  });
  return Found;
}

} // namespace clang::tidy::cuda
