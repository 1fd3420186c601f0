//===--- CaptureRegion.cpp - the code a stream capture records ----------------------------===//
#include "CaptureRegion.h"
#include "CudaApi.h"
#include "StmtWalk.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
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
/// statements Stop accepts (not included); Reached tells whether one was, StoppedAt (when
/// given) collects them.
template <typename StopFn>
llvm::DenseSet<const Stmt *> walk(const CFG &G, const CFGBlock *From, int Index, bool Forward,
                                  StopFn Stop, bool &Reached,
                                  llvm::SmallPtrSetImpl<const Stmt *> *StoppedAt = nullptr) {
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
        if (StoppedAt)
          StoppedAt->insert(E->getStmt());
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

bool CaptureRegion::isCapturingStream(const Expr *E, const ASTContext &Ctx) const {
  return sameStreamExpr(E, Stream, Ctx);
}

namespace {

/// True when E names a global variable, or a member chain rooted at one (`g.stream`).
bool rootedAtGlobal(const Expr *E) {
  for (unsigned Depth = 0; E && Depth < 16; ++Depth) {
    E = E->IgnoreParenImpCasts();
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      if (M->isArrow())
        return false; // through a pointer: which object is not known
      E = M->getBase();
      continue;
    }
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return V && V->hasGlobalStorage() && !V->isStaticLocal();
  }
  return false;
}

} // namespace

bool CaptureRegion::isCapturingStreamAt(const CapturedCall &At, const Expr *E,
                                        const ASTContext &Ctx) const {
  if (At.Via.empty())
    return isCapturingStream(E, Ctx);
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  if (At.StreamParam && Ref && Ref->getDecl() == At.StreamParam)
    return true;
  return rootedAtGlobal(Stream) && isCapturingStream(E, Ctx);
}

const CFG *CaptureRegionFinder::cfgOf(const FunctionDecl *FD) {
  return CFGs->of(FD, FunctionCFGs::Detail::Statements);
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
  llvm::SmallPtrSet<const Stmt *, 4> EndsReached;
  llvm::DenseSet<const Stmt *> After =
      walk(*G, BeginBlock, BeginIndex + 1, /*Forward=*/true, IsEnd, ReachesEnd, &EndsReached);
  if (!ReachesEnd)
    return std::nullopt;
  // The ends, and what can reach one of them. Only the ends the walk from Begin stopped at are
  // walked back from: a statement after Begin that reaches another end reaches one of those
  // first (a function of N regions on one stream would otherwise walk N ends for each begin).
  llvm::DenseSet<const Stmt *> Before;
  for (const CFGBlock *B : *G)
    for (unsigned I = 0, N = B->size(); I < N; ++I) {
      auto E = (*B)[I].getAs<CFGStmt>();
      if (!E || !IsEnd(E->getStmt()))
        continue;
      R.Ends.push_back(cast<CallExpr>(E->getStmt()));
      if (!EndsReached.count(E->getStmt()))
        continue;
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
    if (!Def || !Def->hasBody() || !isHostFunction(Def) ||
        SM.isInSystemHeader(SM.getExpansionLoc(Def->getLocation())) || !Visited.insert(Def).second)
      continue;
    // The parameter that receives the capturing stream, when one does.
    const ParmVarDecl *StreamParam = nullptr;
    auto Args = callArguments(At.Call);
    for (unsigned I = 0, N = std::min<size_t>(Args.size(), Def->getNumParams()); I < N; ++I) {
      if (R.isCapturingStreamAt(At, Args[I], Ctx))
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
