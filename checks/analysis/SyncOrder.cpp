//===--- SyncOrder.cpp - work that a device-wide synchronization keeps apart --------------===//
#include "SyncOrder.h"
#include "CudaApi.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace clang::tidy::cuda {
namespace {

bool before(const SourceManager &SM, const Stmt *A, const Stmt *B) {
  return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A->getBeginLoc()),
                                      SM.getExpansionLoc(B->getBeginLoc()));
}

/// Every CUDA API call and kernel launch in Body, in no particular order.
void cudaWork(const Stmt *Body, llvm::SmallVectorImpl<const Stmt *> &Out) {
  llvm::SmallVector<const Stmt *, 32> Todo{Body};
  while (!Todo.empty()) {
    const Stmt *S = Todo.pop_back_val();
    if (!S)
      continue;
    if (isa<CUDAKernelCallExpr>(S))
      Out.push_back(S);
    else if (const auto *CE = dyn_cast<CallExpr>(S); CE && lookupCudaApi(CE))
      Out.push_back(S);
    Todo.append(S->child_begin(), S->child_end());
    // An OpenMP region's body is not among its CapturedStmt's children.
    if (const auto *CS = dyn_cast<CapturedStmt>(S))
      Todo.push_back(CS->getCapturedStmt());
  }
}

bool syncBetween(const Stmt *Body, const Stmt *From, const Stmt *To, const SourceManager &SM) {
  llvm::SmallVector<const Stmt *, 32> Work;
  cudaWork(Body, Work);
  return llvm::any_of(Work, [&](const Stmt *S) {
    return isDeviceWideSync(S) && before(SM, From, S) && before(SM, S, To);
  });
}

/// Where S is seen from F: S when F holds it, else the calls of S's function when all of
/// them are in F. Empty when neither.
llvm::SmallVector<const Stmt *, 2> anchorsIn(const Stmt *S, const FunctionDecl *F,
                                             const ValueOrigins &VO) {
  const FunctionDecl *Own = VO.enclosingFunction(S);
  if (!Own)
    return {};
  if (Own == F)
    return {S};
  llvm::SmallVector<const Expr *, 4> Calls;
  if (!VO.callSites(Own, Calls) || Calls.empty())
    return {};
  llvm::SmallVector<const Stmt *, 2> Out;
  for (const Expr *C : Calls) {
    if (VO.enclosingFunction(C) != F)
      return {};
    Out.push_back(C);
  }
  return Out;
}

bool shareLoop(const Stmt *A, const Stmt *B, const ValueOrigins &VO) {
  llvm::SmallVector<const Stmt *, 4> LoopsB = VO.enclosingLoops(B);
  return llvm::any_of(VO.enclosingLoops(A),
                      [&](const Stmt *L) { return llvm::is_contained(LoopsB, L); });
}

} // namespace

bool isDeviceWideSync(const Stmt *S) {
  const auto *CE = dyn_cast_or_null<CallExpr>(S);
  const CudaApiInfo *Api = CE ? lookupCudaApi(CE) : nullptr;
  if (!Api || Api->Family != ApiFamily::StreamSync)
    return false;
  StringRef Name = canonicalApiName(Api->Name);
  return Name == "cudaDeviceSynchronize" || Name == "cudaThreadSynchronize" ||
         Name == "cuCtxSynchronize";
}

bool separatedByDeviceSync(const Stmt *Legacy, llvm::ArrayRef<const Stmt *> Work,
                           const ValueOrigins &VO, const SourceManager &SM) {
  if (Work.empty())
    return false;
  const FunctionDecl *WorkFn = VO.enclosingFunction(Work.front());
  if (!WorkFn || llvm::any_of(Work, [&](const Stmt *W) {
        return VO.enclosingFunction(W) != WorkFn;
      }))
    return false;
  // The common function: the work's own (Legacy seen through its calls), or Legacy's (the
  // work seen through the calls of its function).
  llvm::SmallVector<const Stmt *, 2> LegacyAt = anchorsIn(Legacy, WorkFn, VO);
  llvm::SmallVector<const Stmt *, 4> WorkAt(Work.begin(), Work.end());
  const FunctionDecl *Common = WorkFn;
  if (LegacyAt.empty()) {
    Common = VO.enclosingFunction(Legacy);
    WorkAt = anchorsIn(Work.front(), Common, VO);
    LegacyAt = {Legacy};
  }
  if (!Common || !Common->getBody() || WorkAt.empty())
    return false;
  const Stmt *First = WorkAt.front(), *Last = WorkAt.front();
  for (const Stmt *W : WorkAt) {
    if (before(SM, W, First))
      First = W;
    if (before(SM, Last, W))
      Last = W;
  }
  const Stmt *Body = Common->getBody();
  return llvm::all_of(LegacyAt, [&](const Stmt *L) {
    if (llvm::any_of(WorkAt, [&](const Stmt *W) { return shareLoop(L, W, VO); }))
      return false;
    if (before(SM, L, First))
      return syncBetween(Body, L, First, SM);
    if (before(SM, Last, L))
      return syncBetween(Body, Last, L, SM);
    return false;
  });
}

bool nextWorkIsDeviceSync(const Stmt *S, const ValueOrigins &VO, const SourceManager &SM) {
  const FunctionDecl *F = VO.enclosingFunction(S);
  if (!F || !F->getBody())
    return false;
  llvm::SmallVector<const Stmt *, 32> Work;
  cudaWork(F->getBody(), Work);
  const Stmt *Next = nullptr;
  for (const Stmt *W : Work)
    if (W != S && before(SM, S, W) && (!Next || before(SM, W, Next)))
      Next = W;
  if (!isDeviceWideSync(Next))
    return false;
  llvm::SmallVector<const Stmt *, 4> SyncLoops = VO.enclosingLoops(Next);
  return llvm::all_of(VO.enclosingLoops(S),
                      [&](const Stmt *L) { return llvm::is_contained(SyncLoops, L); });
}

} // namespace clang::tidy::cuda
