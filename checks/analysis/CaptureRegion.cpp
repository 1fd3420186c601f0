//===--- CaptureRegion.cpp - the code a stream capture records ----------------------------===//
#include "CaptureRegion.h"
#include "CudaApi.h"
#include "StmtWalk.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/FoldingSet.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace clang::tidy::cuda {
namespace {

constexpr unsigned MaxCalleeDepth = 3;

bool isFamily(const Stmt *S, ApiFamily F) {
  const auto *CE = dyn_cast_or_null<CallExpr>(S);
  const CudaApiInfo *Api = CE ? lookupCudaApi(CE) : nullptr;
  return Api && Api->Family == F;
}

/// The mode argument of a capture-begin call: the one whose parameter is a capture mode.
std::optional<CaptureMode> modeOf(const CallExpr *Begin, const ASTContext &Ctx) {
  const FunctionDecl *FD = Begin->getDirectCallee();
  if (!FD)
    return std::nullopt;
  for (unsigned I = 0, N = std::min(FD->getNumParams(), Begin->getNumArgs()); I < N; ++I) {
    QualType T = FD->getParamDecl(I)->getType().getCanonicalType().getUnqualifiedType();
    if (!StringRef(T.getAsString()).contains_insensitive("StreamCaptureMode"))
      continue;
    std::optional<uint64_t> V = constantArgument(Begin, I, Ctx);
    if (!V || *V > 2)
      return std::nullopt;
    return static_cast<CaptureMode>(*V);
  }
  return std::nullopt;
}

/// Where S is an element of the CFG: (block, index), or (nullptr, 0).
std::pair<const CFGBlock *, unsigned> findElement(const CFG &G, const Stmt *S) {
  for (const CFGBlock *B : G)
    for (unsigned I = 0, N = B->size(); I < N; ++I)
      if (auto E = (*B)[I].getAs<CFGStmt>(); E && E->getStmt() == S)
        return {B, I};
  return {nullptr, 0};
}

/// The statements reachable from (From, Index) going forward (or backward), stopping at
/// statements Stop accepts (not included); Reached tells whether one was.
template <typename StopFn>
llvm::DenseSet<const Stmt *> walk(const CFG &G, const CFGBlock *From, int Index, bool Forward,
                                  StopFn Stop, bool &Reached) {
  llvm::DenseSet<const Stmt *> Seen;
  llvm::BitVector Entered(G.getNumBlockIDs());
  llvm::SmallVector<std::pair<const CFGBlock *, int>, 16> Work{{From, Index}};
  while (!Work.empty()) {
    auto [B, I] = Work.pop_back_val();
    bool Stopped = false;
    for (int N = B->size(); I >= 0 && I < N; I += Forward ? 1 : -1) {
      auto E = (*B)[I].getAs<CFGStmt>();
      if (!E)
        continue;
      if (Stop(E->getStmt())) {
        Reached = Stopped = true;
        break;
      }
      Seen.insert(E->getStmt());
    }
    if (Stopped)
      continue;
    auto Next = [&](const CFGBlock *C) {
      if (C && !Entered.test(C->getBlockID())) {
        Entered.set(C->getBlockID());
        Work.push_back({C, Forward ? 0 : static_cast<int>(C->size()) - 1});
      }
    };
    if (Forward)
      for (const CFGBlock *C : B->succs())
        Next(C);
    else
      for (const CFGBlock *C : B->preds())
        Next(C);
  }
  return Seen;
}

bool isKernelOrDevice(const FunctionDecl *FD) {
  return FD->hasAttr<CUDAGlobalAttr>() ||
         (FD->hasAttr<CUDADeviceAttr>() && !FD->hasAttr<CUDAHostAttr>());
}

} // namespace

void callsOutsideLambdas(const Stmt *S, llvm::SmallVectorImpl<const CallExpr *> &Out) {
  if (!S || isa<LambdaExpr>(S))
    return;
  if (const auto *CE = dyn_cast<CallExpr>(S))
    Out.push_back(CE);
  for (const Stmt *C : S->children())
    callsOutsideLambdas(C, Out);
}

llvm::StringRef captureModeName(CaptureMode M, bool DriverApi) {
  switch (M) {
  case CaptureMode::Global:
    return DriverApi ? "CU_STREAM_CAPTURE_MODE_GLOBAL" : "cudaStreamCaptureModeGlobal";
  case CaptureMode::ThreadLocal:
    return DriverApi ? "CU_STREAM_CAPTURE_MODE_THREAD_LOCAL" : "cudaStreamCaptureModeThreadLocal";
  case CaptureMode::Relaxed:
    return DriverApi ? "CU_STREAM_CAPTURE_MODE_RELAXED" : "cudaStreamCaptureModeRelaxed";
  }
  return "";
}

std::optional<bool> isBlockingStream(const StreamValue &V, const ASTContext &Ctx) {
  if (V.Kind != StreamKind::Created || V.Creations.empty())
    return std::nullopt;
  unsigned NonBlocking = 0;
  for (const CallExpr *Create : V.Creations) {
    const CudaApiInfo *Api = lookupCudaApi(Create);
    std::optional<bool> NB = Api ? createsNonBlockingStream(Ctx, Create, *Api) : std::nullopt;
    if (!NB)
      return std::nullopt;
    NonBlocking += *NB;
  }
  if (NonBlocking == 0)
    return true;
  if (NonBlocking == V.Creations.size())
    return false;
  return std::nullopt;
}

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

bool CaptureRegion::isCapturingStream(const Expr *E, const ASTContext &Ctx) const {
  return sameStreamExpr(E, Stream, Ctx);
}

const CFG *CaptureRegionFinder::cfgOf(const FunctionDecl *FD) {
  auto &Slot = CFGs[FD];
  if (!Slot && FD->hasBody()) {
    CFG::BuildOptions Options;
    Slot = CFG::buildCFG(FD, FD->getBody(), &VO.getASTContext(), Options);
  }
  return Slot.get();
}

std::optional<CaptureRegion> CaptureRegionFinder::regionOf(const CallExpr *Begin) {
  const CudaApiInfo *Api = lookupCudaApi(Begin);
  if (!Api || Api->Family != ApiFamily::CaptureBegin || Begin->getNumArgs() < 2)
    return std::nullopt;
  const FunctionDecl *F = VO.enclosingFunction(Begin);
  if (!F || !F->hasBody())
    return std::nullopt;
  const ASTContext &Ctx = VO.getASTContext();
  CaptureRegion R;
  R.Begin = Begin;
  R.Function = F;
  R.Stream = Begin->getArg(0);
  R.Mode = modeOf(Begin, Ctx);
  R.DriverApi = Api->DriverApi;
  if (!ValueOrigins::storageOf(R.Stream->IgnoreParenImpCasts()))
    return std::nullopt; // a stream we cannot name again at the end

  const CFG *G = cfgOf(F);
  if (!G)
    return std::nullopt;
  auto [BeginBlock, BeginIndex] = findElement(*G, Begin);
  if (!BeginBlock)
    return std::nullopt;
  auto IsEnd = [&](const Stmt *S) {
    const auto *CE = dyn_cast<CallExpr>(S);
    return isFamily(S, ApiFamily::CaptureEnd) && CE->getNumArgs() >= 1 &&
           sameStreamExpr(CE->getArg(0), R.Stream, Ctx);
  };
  bool ReachesEnd = false;
  llvm::DenseSet<const Stmt *> After =
      walk(*G, BeginBlock, BeginIndex + 1, /*Forward=*/true, IsEnd, ReachesEnd);
  if (!ReachesEnd)
    return std::nullopt;
  // The ends, and what can reach one of them.
  llvm::DenseSet<const Stmt *> Before;
  for (const CFGBlock *B : *G)
    for (unsigned I = 0, N = B->size(); I < N; ++I) {
      auto E = (*B)[I].getAs<CFGStmt>();
      if (!E || !IsEnd(E->getStmt()))
        continue;
      R.Ends.push_back(cast<CallExpr>(E->getStmt()));
      bool Ignored = false;
      auto Up = walk(
          *G, B, static_cast<int>(I) - 1, /*Forward=*/false,
          [&](const Stmt *S) { return S == Begin; }, Ignored);
      Before.insert(Up.begin(), Up.end());
    }
  const SourceManager &SM = Ctx.getSourceManager();
  for (const Stmt *S : After)
    if (const auto *CE = dyn_cast<CallExpr>(S); CE && Before.count(S) && CE != Begin)
      R.Calls.push_back({CE, {}, nullptr});
  llvm::sort(R.Calls, [&](const CapturedCall &A, const CapturedCall &B) {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A.Call->getBeginLoc()),
                                        SM.getExpansionLoc(B.Call->getBeginLoc()));
  });
  followCallees(R);
  return R;
}

void CaptureRegionFinder::followCallees(CaptureRegion &R) {
  const ASTContext &Ctx = VO.getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::SmallPtrSet<const FunctionDecl *, 8> Visited{R.Function};
  // Breadth first over the region's own calls, then theirs.
  for (size_t Next = 0; Next < R.Calls.size(); ++Next) {
    CapturedCall At = R.Calls[Next];
    if (At.Via.size() >= MaxCalleeDepth || isa<CUDAKernelCallExpr>(At.Call) ||
        lookupCudaApi(At.Call))
      continue;
    const FunctionDecl *Callee = At.Call->getDirectCallee();
    const FunctionDecl *Def = Callee ? Callee->getDefinition() : nullptr;
    if (!Def || !Def->hasBody() || isKernelOrDevice(Def) ||
        SM.isInSystemHeader(SM.getExpansionLoc(Def->getLocation())) || !Visited.insert(Def).second)
      continue;
    // The parameter that receives the capturing stream, when one does.
    const ParmVarDecl *StreamParam = nullptr;
    auto Args = callArguments(At.Call);
    for (unsigned I = 0, N = std::min<size_t>(Args.size(), Def->getNumParams()); I < N; ++I) {
      const Expr *A = Args[I]->IgnoreParenImpCasts();
      bool Capturing = At.Via.empty()
                           ? R.isCapturingStream(A, Ctx)
                           : At.StreamParam && isa<DeclRefExpr>(A) &&
                                 cast<DeclRefExpr>(A)->getDecl() == At.StreamParam;
      if (Capturing)
        StreamParam = Def->getParamDecl(I);
    }
    llvm::SmallVector<const CallExpr *, 16> Inner;
    callsOutsideLambdas(Def->getBody(), Inner);
    for (const CallExpr *C : Inner) {
      CapturedCall Found{C, At.Via, StreamParam};
      Found.Via.push_back(At.Call);
      R.Calls.push_back(std::move(Found));
    }
  }
}

} // namespace clang::tidy::cuda
