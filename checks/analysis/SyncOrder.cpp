//===--- SyncOrder.cpp - work that a device-wide synchronization keeps apart --------------===//
#include "SyncOrder.h"
#include "SyncOrderPaths.h"
#include "CudaApi.h"
#include "DiagnosticLocation.h"
#include "FunctionSummaries.h"
#include "HandleLifetime.h"
#include "HostSync.h"
#include "LoopWork.h"
#include "SharedAnalysis.h"
#include "StmtWalk.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include <functional>

namespace clang::tidy::cuda {
namespace syncorder {

/// Every CUDA API call and kernel launch in Body, in no particular order, and the calls of
/// functions that only wait for the device (waitsForDeviceOnly).
void cudaWork(const Stmt *Body, llvm::SmallVectorImpl<const Stmt *> &Out) {
  anyStmtUnder(Body, [&](const Stmt *S) {
    const auto *CE = dyn_cast<CallExpr>(S);
    if (isa<CUDAKernelCallExpr>(S) || (CE && lookupCudaApi(CE)) || isDeviceWideSync(S))
      Out.push_back(S);
    return false;
  });
}

/// A synchronous copy in direction Dir on the legacy default stream (cudaMemcpy with that
/// cudaMemcpyKind, cuMemcpyDtoH or cuMemcpyHtoD).
bool synchronousLegacyCopy(const Stmt *S, const ASTContext &Ctx, CopyDirection Dir) {
  const auto *CE = dyn_cast<CallExpr>(S);
  const CudaApiInfo *Api = CE ? lookupCudaApi(CE) : nullptr;
  if (!Api || Api->Async || !Api->ImplicitLegacyStream || Api->Family != ApiFamily::Copy)
    return false;
  if (Api->Direction == Dir)
    return true;
  // cudaMemcpyHostToDevice is 1, cudaMemcpyDeviceToHost 2.
  uint64_t Kind = Dir == CopyDirection::HostToDevice ? 1 : 2;
  return Api->Direction == CopyDirection::FromKindArg && Api->KindArg >= 0 &&
         constantArgument(CE, Api->KindArg, Ctx) == Kind;
}

/// A synchronous device-to-host copy on the legacy default stream: it returns once the copy
/// is done, and the copy starts after all earlier work of every blocking stream.
bool waitsForBlockingStreams(const Stmt *S, const ASTContext &Ctx) {
  return synchronousLegacyCopy(S, Ctx, CopyDirection::DeviceToHost);
}

/// A device-wide synchronization, or a synchronous copy to the host on the legacy stream: when
/// it returns, all earlier legacy-stream work (and that of every blocking stream) is done.
bool waitsForLegacyWork(const Stmt *S, const ASTContext &Ctx) {
  return isDeviceWideSync(S) || waitsForBlockingStreams(S, Ctx);
}

/// A wait for the legacy-stream work issued before S: what waitsForLegacyWork accepts, or a
/// synchronous host-to-device copy on the legacy stream (from pageable memory the runtime
/// synchronizes the stream before staging; from pinned memory the call returns when the
/// copy, which follows earlier legacy work, is done). It does not wait for its own DMA.
bool waitsForEarlierLegacyWork(const Stmt *S, const ASTContext &Ctx) {
  return waitsForLegacyWork(S, Ctx) || synchronousLegacyCopy(S, Ctx, CopyDirection::HostToDevice);
}

/// A kernel launch on the legacy default stream: no stream in its configuration, or a null one.
bool legacyLaunch(const Stmt *S, const ASTContext &Ctx) {
  const auto *K = dyn_cast<CUDAKernelCallExpr>(S);
  const CallExpr *Config = K ? K->getConfig() : nullptr;
  if (!Config)
    return false;
  if (Config->getNumArgs() < 4 || isa<CXXDefaultArgExpr>(Config->getArg(3)))
    return true;
  return Config->getArg(3)->IgnoreParenImpCasts()->isNullPointerConstant(
             const_cast<ASTContext &>(Ctx), Expr::NPC_ValueDependentIsNotNull) !=
         Expr::NPCK_NotNull;
}

/// Calls that enqueue no device work: allocations, stream and event creations, a stream's
/// destruction (its work completes on its own).
bool enqueuesNothing(const Stmt *S) {
  const auto *CE = dyn_cast<CallExpr>(S);
  const CudaApiInfo *Api = CE ? lookupCudaApi(CE) : nullptr;
  return Api && (Api->Family == ApiFamily::Alloc || Api->Family == ApiFamily::StreamCreate ||
                 Api->Family == ApiFamily::EventCreate || Api->Family == ApiFamily::StreamDestroy);
}

/// True when a call of FD may enqueue device work: a CUDA library call other than a handle's
/// set-up or tear-down, or a function of the project whose body (up to Depth calls down)
/// launches kernels, makes a CUDA call that IsWork accepts (by default, one that may enqueue
/// something) or such a library call, or calls what this file does not show. Seen holds the
/// functions already looked into (each once).
bool mayEnqueueWork(const FunctionDecl *FD, const SourceManager &SM, unsigned Depth,
                    llvm::SmallPtrSetImpl<const FunctionDecl *> &Seen,
                    llvm::function_ref<bool(const CallExpr *)> IsWork) {
  if (!FD)
    return true; // an indirect call
  if (LoopWork::isLibraryFunction(FD, SM)) {
    llvm::StringRef N = FD->getName();
    return !(N.contains("Create") || N.contains("Destroy") || N.contains("SetStream") ||
             N.contains("SetMathMode") ||
             N.contains("SetPointerMode")); // also their _v2 spellings
  }
  if (SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())))
    return false; // the C and C++ libraries
  const FunctionDecl *Def = nullptr;
  if (!Depth || !FD->hasBody(Def) || !Def)
    return true;
  if (!Seen.insert(Def).second)
    return false; // looked into already (or recursion): its answer is the other visit's
  return anyStmtUnder(Def->getBody(), [&](const Stmt *X) {
    const auto *CE = dyn_cast<CallExpr>(X);
    if (!CE)
      return false;
    if (isa<CUDAKernelCallExpr>(CE) || lookupCudaApi(CE))
      return IsWork ? IsWork(CE) : isa<CUDAKernelCallExpr>(CE) || !enqueuesNothing(CE);
    return mayEnqueueWork(CE->getDirectCallee(), SM, Depth - 1, Seen, IsWork);
  });
}

/// True when A and B lie in the two branches of one `if`: one never runs right after the other
/// (held-out round 34, cselab/Mirheo@43d05cf src/mirheo/core/walls/simple_stationary_wall.cu:431,
/// a then-branch's launch whose next work in source order was the else branch's).
bool inOtherBranches(const Stmt *A, const Stmt *B, const ValueOrigins &VO) {
  llvm::SmallPtrSet<const Stmt *, 16> AboveB{B};
  VO.climb(B, [&](const DynTypedNode &Up, const DynTypedNode &) {
    if (const auto *S = Up.get<Stmt>())
      AboveB.insert(S);
    return Up.get<Decl>() != nullptr; // up to the enclosing function
  });
  bool Apart = false;
  VO.climb(A, [&](const DynTypedNode &Up, const DynTypedNode &Child) {
    const auto *If = Up.get<IfStmt>();
    const Stmt *C = Child.get<Stmt>();
    if (If && C && If->getElse()) {
      const Stmt *Other = C == If->getThen()   ? If->getElse()
                          : C == If->getElse() ? If->getThen()
                                               : nullptr;
      Apart = Other && AboveB.count(Other);
    }
    return Apart || Up.get<Decl>() != nullptr; // up to the enclosing function
  });
  return Apart;
}

/// The CUDA work of Work nearest to From after it (After) or before it, skipping calls that
/// enqueue nothing and, with VO, work in the other branch of an `if` around From; null when
/// there is none.
const Stmt *nearestWork(llvm::ArrayRef<const Stmt *> Work, const Stmt *From, bool After,
                        const SourceManager &SM, const ValueOrigins *VO = nullptr) {
  const Stmt *Best = nullptr;
  for (const Stmt *W : Work) {
    bool Beyond = After ? isBefore(SM, From, W) : isBefore(SM, W, From);
    if (W == From || !Beyond || enqueuesNothing(W) || (VO && inOtherBranches(From, W, *VO)))
      continue;
    if (!Best || (After ? isBefore(SM, W, Best) : isBefore(SM, Best, W)))
      Best = W;
  }
  return Best;
}

/// True when every loop of Loops is one of Around.
bool insideEvery(llvm::ArrayRef<const Stmt *> Loops, llvm::ArrayRef<const Stmt *> Around) {
  return llvm::all_of(Loops, [&](const Stmt *L) { return llvm::is_contained(Around, L); });
}

/// True when Body holds, after From and before To, a wait for the work issued before it: a
/// device-wide one (waitsForLegacyWork), or with Stream, a cudaStreamSynchronize of that
/// stream's storage (`s`, or an element of the array `s` in a loop over it). With EveryPath,
/// only a wait that runs whenever both do (runsWithBoth).
bool syncBetween(const Stmt *Body, const Stmt *From, const Stmt *To, const ASTContext &Ctx,
                 const ValueDecl *Stream = nullptr, const ValueOrigins *EveryPath = nullptr) {
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::SmallVector<const Stmt *, 32> Work;
  cudaWork(Body, Work);
  return llvm::any_of(Work, [&](const Stmt *S) {
    const auto *CE = dyn_cast<CallExpr>(S);
    const CudaApiInfo *Api = CE ? lookupCudaApi(CE) : nullptr;
    bool SyncsStream = Stream && Api && Api->Family == ApiFamily::StreamSync &&
                       !isDeviceWideSync(S) && CE->getNumArgs() > 0 &&
                       ValueOrigins::storageOf(CE->getArg(0)->IgnoreParenImpCasts()) == Stream;
    return (SyncsStream || waitsForLegacyWork(S, Ctx)) && isBefore(SM, From, S) &&
           isBefore(SM, S, To) && (!EveryPath || runsWithBoth(S, From, To, *EveryPath));
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

/// True when Call is a CUDA API call of Family whose first argument is the variable V.
bool callOnStream(const Stmt *Call, ApiFamily Family, const VarDecl *V) {
  const auto *CE = dyn_cast<CallExpr>(Call);
  const CudaApiInfo *Api = CE ? lookupCudaApi(CE) : nullptr;
  return Api && Api->Family == Family && CE->getNumArgs() > 0 &&
         ValueOrigins::storageOf(CE->getArg(0)) == V;
}

/// True when S's source range lies within Outer's.
bool within(const Stmt *S, const Stmt *Outer, const SourceManager &SM) {
  return Outer && !isBefore(SM, S->getBeginLoc(), Outer->getBeginLoc()) &&
         !isBefore(SM, Outer->getEndLoc(), S->getBeginLoc());
}

/// True when Child is a part of Parent that may not run when Parent does: a branch, a loop's
/// body, the right side of && or ||, a handler, a lambda.
bool conditionalPart(const DynTypedNode &Parent, const Stmt *Child) {
  if (const auto *If = Parent.get<IfStmt>())
    return Child == If->getThen() || Child == If->getElse();
  if (const auto *Cond = Parent.get<AbstractConditionalOperator>())
    return Child == Cond->getTrueExpr() || Child == Cond->getFalseExpr();
  if (const auto *Op = Parent.get<BinaryOperator>())
    return Op->isLogicalOp() && Child == Op->getRHS();
  if (Parent.get<SwitchStmt>() || Parent.get<CXXCatchStmt>() || Parent.get<LambdaExpr>())
    return true;
  if (const auto *While = Parent.get<WhileStmt>())
    return Child == While->getBody();
  if (const auto *For = Parent.get<ForStmt>())
    return Child == For->getBody() || Child == For->getInc();
  if (const auto *Range = Parent.get<CXXForRangeStmt>())
    return Child == Range->getBody();
  return false;
}

/// True when the for loop runs its body at least once: `for (int i = A; i < B; ...)` with
/// constants A < B (or A <= B for `<=`).
bool entersBody(const ForStmt *For, const ASTContext &Ctx) {
  const auto *Decl = For->getInit() ? dyn_cast<DeclStmt>(For->getInit()) : nullptr;
  const auto *V = Decl && Decl->isSingleDecl() ? dyn_cast<VarDecl>(Decl->getSingleDecl()) : nullptr;
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(
      For->getCond() ? For->getCond()->IgnoreParenImpCasts() : nullptr);
  if (!V || !V->getInit() || !Cond)
    return false;
  const auto *Var = dyn_cast<DeclRefExpr>(Cond->getLHS()->IgnoreParenImpCasts());
  std::optional<uint64_t> Start = constantValue(V->getInit(), Ctx);
  std::optional<uint64_t> Bound = constantValue(Cond->getRHS(), Ctx);
  if (!Var || Var->getDecl() != V || !Start || !Bound)
    return false;
  return (Cond->getOpcode() == BO_LT && *Start < *Bound) ||
         (Cond->getOpcode() == BO_LE && *Start <= *Bound);
}

/// True when S, between From and To, runs whenever both do: no branch, loop body or the like
/// holds it that does not hold both. The body of a loop that surely runs once does not count,
/// nor that of a loop over the devices that takes S to each of them (perDeviceStep): a
/// cudaDeviceSynchronize per device waits for them all.
bool runsWithBoth(const Stmt *S, const Stmt *From, const Stmt *To, const ValueOrigins &VO) {
  const SourceManager &SM = VO.getASTContext().getSourceManager();
  bool Conditional = false;
  VO.climb(S, [&](const DynTypedNode &Parent, const DynTypedNode &Child) {
    const auto *P = Parent.get<Stmt>();
    if (!P || (within(From, P, SM) && within(To, P, SM)))
      return true;
    const auto *For = Parent.get<ForStmt>();
    bool LoopBody = LoopWork::isLoop(P) && Child.get<Stmt>() == LoopWork::body(P);
    Conditional = conditionalPart(Parent, Child.get<Stmt>()) &&
                  !(LoopBody && ((For && entersBody(For, VO.getASTContext())) ||
                                 perDeviceStep(P, S, SM)));
    return Conditional;
  });
  return !Conditional;
}

/// True when a device-wide synchronization (or a synchronous legacy copy to the host) between
/// From and To in Body runs whenever both do. LegacyFirst: From is the legacy side, and a wait
/// for earlier legacy work (waitsForEarlierLegacyWork) is enough.
bool syncOnEveryPath(const Stmt *Body, const Stmt *From, const Stmt *To, const ValueOrigins &VO,
                     bool LegacyFirst = false) {
  const ASTContext &Ctx = VO.getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::SmallVector<const Stmt *, 32> Calls;
  cudaWork(Body, Calls);
  return llvm::any_of(Calls, [&](const Stmt *S) {
    bool Waits = LegacyFirst ? waitsForEarlierLegacyWork(S, Ctx) : waitsForLegacyWork(S, Ctx);
    if (!Waits || !isBefore(SM, From, S) || !isBefore(SM, S, To))
      return false;
    return runsWithBoth(S, From, To, VO);
  });
}

/// True when A and B lie in the two branches of one if/else or ?:.
bool exclusiveBranches(const Stmt *A, const Stmt *B, const ValueOrigins &VO) {
  const SourceManager &SM = VO.getASTContext().getSourceManager();
  bool Exclusive = false;
  VO.climb(A, [&](const DynTypedNode &Parent, const DynTypedNode &Child) {
    const auto *P = Parent.get<Stmt>();
    if (!P)
      return true;
    const Stmt *Other = nullptr;
    if (const auto *If = dyn_cast<IfStmt>(P))
      Other = Child.get<Stmt>() == If->getThen()   ? If->getElse()
              : Child.get<Stmt>() == If->getElse() ? If->getThen()
                                                   : nullptr;
    else if (const auto *Cond = dyn_cast<AbstractConditionalOperator>(P))
      Other = Child.get<Stmt>() == Cond->getTrueExpr()    ? Cond->getFalseExpr()
              : Child.get<Stmt>() == Cond->getFalseExpr() ? Cond->getTrueExpr()
                                                          : nullptr;
    Exclusive = within(B, Other, SM);
    return Exclusive || within(B, P, SM);
  });
  return Exclusive;
}

/// The statements of Entry through which S runs: S itself in Entry, else the calls of Entry
/// that may lead to S's function (an indirect call may lead anywhere).
llvm::SmallVector<const Stmt *, 4> reachedThrough(const Stmt *S, const FunctionDecl *Entry,
                                                  const ValueOrigins &VO) {
  const FunctionDecl *Own = VO.enclosingFunction(S);
  if (Own && Own->getCanonicalDecl() == Entry->getCanonicalDecl())
    return {S};
  llvm::SmallVector<const Stmt *, 4> Out;
  anyStmtUnder(Entry->getBody(), [&](const Stmt *X) {
    if (!isa<CallExpr>(X) && !isa<CXXConstructExpr>(X))
      return false;
    const FunctionDecl *Callee = calledFunction(X);
    if (Callee && lookupCudaApi(Callee))
      return false;
    if (!Callee ||
        (Own && (Callee->getCanonicalDecl() == Own->getCanonicalDecl() || mayCall(Callee, Own))))
      Out.push_back(X); // an indirect call may lead anywhere
    return false;
  });
  return Out;
}

/// True when, in the function WorkAt calls (W's own or one it reaches W through), a wait for
/// earlier legacy work runs on every path from its start to W: legacy work issued before the
/// call is done before W is issued.
bool waitsOnEntryTo(const Stmt *WorkAt, const Stmt *W, const ValueOrigins &VO) {
  const FunctionDecl *Callee = WorkAt != W ? calledFunction(WorkAt) : nullptr;
  const FunctionDecl *Def = Callee ? Callee->getDefinition() : nullptr;
  if (!Def || !Def->getBody())
    return false;
  llvm::SmallVector<const Stmt *, 4> Inner = reachedThrough(W, Def, VO);
  return !Inner.empty() && llvm::all_of(Inner, [&](const Stmt *In) {
    return syncOnEveryPath(Def->getBody(), Def->getBody(), In, VO, /*LegacyFirst=*/true);
  });
}

/// True when Body, a loop's body, holds a `continue` of that loop (one not inside a loop of
/// its own): what follows it may not run in an iteration.
bool continuesLoop(const Stmt *Body) {
  if (!Body || isa<LambdaExpr>(Body))
    return false;
  if (isa<ContinueStmt>(Body))
    return true;
  return llvm::any_of(Body->children(), [](const Stmt *Child) {
    return Child && !LoopWork::isLoop(Child) && continuesLoop(Child);
  });
}

/// True when Legacy and W, statements of one function with a loop around both, are kept apart
/// in every iteration: each time W's work may be in flight when Legacy is issued, a wait for
/// it runs first, on every path. In the innermost such loop, W before Legacy in the body needs
/// the wait between them; Legacy before W needs it between W and the next iteration's Legacy
/// (after W, or before Legacy, in the body). Legacy issued before W waits for nothing of W's
/// in the same iteration: W follows it, as set-up. With Stream (where the stream is kept), a
/// synchronization of that stream between W and Legacy counts too.
bool apartAcrossIterations(const Stmt *Legacy, const Stmt *W, const ValueOrigins &VO,
                           const SourceManager &SM, const ValueDecl *Stream = nullptr) {
  llvm::SmallVector<const Stmt *, 4> WorkLoops = VO.enclosingLoops(W);
  const Stmt *Loop = nullptr;
  for (const Stmt *L : VO.enclosingLoops(Legacy))
    if (llvm::is_contained(WorkLoops, L)) {
      Loop = L;
      break;
    }
  const Stmt *Body = Loop ? LoopWork::body(Loop) : nullptr;
  if (!Body || Legacy == W || continuesLoop(Body))
    return false;
  if (isBefore(SM, W, Legacy))
    return syncOnEveryPath(Body, W, Legacy, VO) ||
           (Stream && syncBetween(Body, W, Legacy, VO.getASTContext(), Stream, &VO));
  const ASTContext &Ctx = VO.getASTContext();
  llvm::SmallVector<const Stmt *, 32> Calls;
  cudaWork(Body, Calls);
  return llvm::any_of(Calls, [&](const Stmt *S) {
    return waitsForLegacyWork(S, Ctx) && (isBefore(SM, W, S) || isBefore(SM, S, Legacy)) &&
           runsWithBoth(S, Legacy, W, VO);
  });
}

/// keptApartInEveryEntry for one run of Fn and one piece of work W.
bool apartInOneRun(const Stmt *Legacy, const Stmt *W, const FunctionDecl *Fn,
                   const ValueOrigins &VO, const SourceManager &SM, unsigned Depth) {
  llvm::SmallVector<const Stmt *, 4> LegacyAt = reachedThrough(Legacy, Fn, VO);
  if (LegacyAt.empty())
    return false;
  for (const Stmt *WorkAt : reachedThrough(W, Fn, VO))
    for (const Stmt *L : LegacyAt) {
      if (L == WorkAt) {
        // Both through one call outside any loop: decided inside its callee, for one run.
        const FunctionDecl *Callee = L != Legacy && L != W ? calledFunction(L) : nullptr;
        const FunctionDecl *Def = Callee ? Callee->getDefinition() : nullptr;
        if (Depth < 4 && Def && Def->getBody() && VO.enclosingLoops(L).empty() &&
            apartInOneRun(Legacy, W, Def, VO, SM, Depth + 1))
          continue;
        return false;
      }
      if (shareLoop(L, WorkAt, VO)) {
        if (!apartAcrossIterations(L, WorkAt, VO, SM))
          return false;
        continue;
      }
      if (exclusiveBranches(L, WorkAt, VO))
        continue;
      bool Apart = isBefore(SM, WorkAt, L)
                       ? syncOnEveryPath(Fn->getBody(), WorkAt, L, VO)
                       : isBefore(SM, L, WorkAt) &&
                             ((L == Legacy && waitsForBlockingStreams(L, VO.getASTContext())) ||
                              syncOnEveryPath(Fn->getBody(), L, WorkAt, VO, /*LegacyFirst=*/true) ||
                              waitsOnEntryTo(WorkAt, W, VO));
      if (!Apart)
        return false;
    }
  return true;
}

} // namespace syncorder

using namespace syncorder;

bool keptApartInEveryEntry(const Stmt *Legacy, llvm::ArrayRef<const Stmt *> Work,
                           const ValueOrigins &VO, const SourceManager &SM) {
  const FunctionDecl *LegacyFn = VO.enclosingFunction(Legacy);
  if (!LegacyFn || Work.empty())
    return false;
  llvm::SmallPtrSet<const FunctionDecl *, 4> LegacyRoots = VO.liveCallerRoots(LegacyFn);
  llvm::SmallPtrSet<const FunctionDecl *, 4> Shared;
  for (const Stmt *W : Work) {
    const FunctionDecl *WorkFn = VO.enclosingFunction(W);
    if (!WorkFn)
      return false;
    for (const FunctionDecl *R : VO.liveCallerRoots(WorkFn))
      if (LegacyRoots.count(R))
        Shared.insert(R);
  }
  if (Shared.empty())
    return false;
  for (const FunctionDecl *Entry : Shared) {
    const FunctionDecl *Def = Entry->getDefinition();
    if (!Def || !Def->getBody())
      return false;
    for (const Stmt *W : Work)
      if (!apartInOneRun(Legacy, W, Def, VO, SM, 0))
        return false;
  }
  return true;
}

namespace syncorder {

/// cudaDeviceSynchronize, cudaThreadSynchronize, cuCtxSynchronize themselves.
bool deviceSyncApiCall(const Stmt *S) {
  const auto *CE = dyn_cast_or_null<CallExpr>(S);
  const CudaApiInfo *Api = CE ? lookupCudaApi(CE) : nullptr;
  if (!Api || Api->Family != ApiFamily::StreamSync)
    return false;
  StringRef Name = canonicalApiName(Api->Name);
  return Name == "cudaDeviceSynchronize" || Name == "cudaThreadSynchronize" ||
         Name == "cuCtxSynchronize";
}

/// True when S runs each time Body runs: every statement from Body down to S always runs
/// its child, and no return, goto or throw comes before S.
bool runsWheneverBodyRuns(const Stmt *Body, const Stmt *S, const SourceManager &SM) {
  if (anyStmtUnder(Body, [&](const Stmt *X) {
        return isa<ReturnStmt, GotoStmt, CXXThrowExpr>(X) && isBefore(SM, X, S);
      }))
    return false;
  std::function<bool(const Stmt *)> Reaches = [&](const Stmt *At) {
    if (At == S)
      return true;
    for (const Stmt *Child : At->children())
      if (Child && alwaysRunsChild(At, Child) && within(S, Child, SM) && Reaches(Child))
        return true;
    return false;
  };
  return Reaches(Body);
}

/// True when Loop runs over the devices and takes S to each: its body selects a device that
/// changes per iteration (`cudaSetDevice(dev)`), on every run of the body, before S.
bool perDeviceStep(const Stmt *Loop, const Stmt *S, const SourceManager &SM) {
  const Stmt *Body = LoopWork::body(Loop);
  if (!Body)
    return false;
  llvm::DenseSet<const VarDecl *> Variant = LoopWork::loopVariantVariables(Loop);
  return anyStmtUnder(Body, [&](const Stmt *X) {
    const auto *CE = dyn_cast<CallExpr>(X);
    const FunctionDecl *Callee = CE ? CE->getDirectCallee() : nullptr;
    return Callee && LoopWork::isSetDevice(Callee) && CE->getNumArgs() > 0 &&
           LoopWork::mentionsAny(CE->getArg(0), Variant) && isBefore(SM, CE, S) &&
           runsWheneverBodyRuns(Body, CE, SM);
  });
}

} // namespace syncorder

bool waitsForDeviceOnly(const FunctionDecl *FD, const SourceManager &SM) {
  const FunctionDecl *Def = nullptr;
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(FD);
  if (!FD || (Method && Method->isVirtual()) || !FD->hasBody(Def) || !Def ||
      isSystemCode(Def, SM) || lookupCudaApi(Def))
    return false;
  // A wrapper is small, and waits itself: both bound the cost of asking at every call.
  constexpr unsigned MaxStatements = 200;
  unsigned Size = 0;
  const Stmt *Wait = nullptr;
  if (anyStmtUnder(Def->getBody(), [&](const Stmt *X) {
        if (!Wait && deviceSyncApiCall(X))
          Wait = X;
        return ++Size > MaxStatements;
      }) ||
      !Wait || !runsWheneverBodyRuns(Def->getBody(), Wait, SM))
    return false;
  llvm::SmallPtrSet<const FunctionDecl *, 4> Seen;
  return !anyStmtUnder(Def->getBody(), [&](const Stmt *X) {
    if (isa<CUDAKernelCallExpr>(X))
      return true;
    const auto *CE = dyn_cast<CallExpr>(X);
    if (!CE || deviceSyncApiCall(CE))
      return false;
    const FunctionDecl *Callee = CE->getDirectCallee();
    if (lookupCudaApi(CE))
      return !Callee || !isNonBlockingQuery(Callee->getName());
    // Error reporting (printf, exit, a checking function) does no device work.
    return mayEnqueueWork(Callee, SM, 2, Seen);
  });
}

bool isDeviceWideSync(const Stmt *S) {
  if (deviceSyncApiCall(S))
    return true;
  const auto *CE = dyn_cast_or_null<CallExpr>(S);
  const FunctionDecl *Callee = CE ? CE->getDirectCallee() : nullptr;
  return Callee && !isa<CUDAKernelCallExpr>(CE) &&
         waitsForDeviceOnly(Callee, Callee->getASTContext().getSourceManager());
}

bool separatedByDeviceSync(const Stmt *Legacy, llvm::ArrayRef<const Stmt *> Work,
                           const ValueOrigins &VO, const SourceManager &SM,
                           const ValueDecl *Stream) {
  if (Work.empty())
    return false;
  // The common function: one that holds Legacy and every piece of the work, each either there
  // or through the calls of its function (all of them there): the work's own function, Legacy's,
  // or the one function that calls Legacy's (`train(); evaluate();` in main).
  llvm::SmallVector<const FunctionDecl *, 4> Candidates;
  for (const Stmt *W : Work)
    if (const FunctionDecl *F = VO.enclosingFunction(W); F && !llvm::is_contained(Candidates, F))
      Candidates.push_back(F);
  const FunctionDecl *LegacyFn = VO.enclosingFunction(Legacy);
  if (!LegacyFn)
    return false;
  Candidates.push_back(LegacyFn);
  llvm::SmallVector<const Expr *, 4> LegacyCalls;
  if (VO.callSites(LegacyFn, LegacyCalls) && !LegacyCalls.empty())
    if (const FunctionDecl *Caller = VO.enclosingFunction(LegacyCalls.front()))
      Candidates.push_back(Caller);
  const FunctionDecl *Common = nullptr;
  llvm::SmallVector<const Stmt *, 2> LegacyAt;
  llvm::SmallVector<const Stmt *, 8> WorkAt;
  for (const FunctionDecl *C : Candidates) {
    LegacyAt = anchorsIn(Legacy, C, VO);
    WorkAt.clear();
    bool All = !LegacyAt.empty() && llvm::all_of(Work, [&](const Stmt *W) {
      llvm::SmallVector<const Stmt *, 2> At = anchorsIn(W, C, VO);
      WorkAt.append(At.begin(), At.end());
      return !At.empty();
    });
    if (All) {
      Common = C;
      break;
    }
  }
  if (!Common || !Common->getBody() || WorkAt.empty())
    return false;
  // All of the work in one function, as the rule began: a wait between counts in source order.
  // Seen through calls, the wait must run on every path.
  bool OneFunction = llvm::all_of(Work, [&](const Stmt *W) {
    return VO.enclosingFunction(W) == VO.enclosingFunction(Work.front());
  });
  const ValueOrigins *EveryPath = OneFunction ? nullptr : &VO;
  const Stmt *Body = Common->getBody();
  return llvm::all_of(LegacyAt, [&](const Stmt *L) {
    llvm::SmallVector<const Stmt *, 8> Straight; // the work with no loop around it and L
    for (const Stmt *W : WorkAt)
      if (!shareLoop(L, W, VO))
        Straight.push_back(W);
      else if (!apartAcrossIterations(L, W, VO, SM, Stream))
        return false;
    if (Straight.empty())
      return true;
    const Stmt *First = Straight.front(), *Last = Straight.front();
    for (const Stmt *W : Straight) {
      if (isBefore(SM, W, First))
        First = W;
      if (isBefore(SM, Last, W))
        Last = W;
    }
    if (isBefore(SM, L, First))
      return syncBetween(Body, L, First, VO.getASTContext(), nullptr, EveryPath);
    if (isBefore(SM, Last, L))
      return syncBetween(Body, Last, L, VO.getASTContext(), Stream, EveryPath);
    return false;
  });
}

bool nextWorkIsDeviceSync(const Stmt *S, const ValueOrigins &VO, const SourceManager &SM,
                          llvm::SmallVectorImpl<const FunctionDecl *> *IfWaits) {
  const FunctionDecl *F = VO.enclosingFunction(S);
  if (!F || !F->getBody())
    return false;
  const ASTContext &Ctx = VO.getASTContext();
  llvm::SmallVector<const Stmt *, 32> Work;
  cudaWork(F->getBody(), Work);
  // Calls of functions other units define: each may be the wait, which only the index knows.
  // Reserved names are the implementation's (a launch's __cudaPushCallConfiguration).
  auto External = [](const Stmt *X) {
    const auto *CE = dyn_cast<CallExpr>(X);
    const FunctionDecl *Callee = CE ? CE->getDirectCallee() : nullptr;
    return Callee && !isa<CUDAKernelCallExpr>(CE) && isProjectExternal(Callee) &&
           !(Callee->getIdentifier() && Callee->getName().starts_with("__"));
  };
  if (IfWaits)
    anyStmtUnder(F->getBody(), [&](const Stmt *X) {
      if (External(X))
        Work.push_back(X);
      return false;
    });
  llvm::SmallVector<const Stmt *, 4> Loops = VO.enclosingLoops(S);
  const FunctionDecl *MayWait = nullptr; // the first such call's callee on the way
  auto Answer = [&](bool Known) {
    if (Known || !MayWait)
      return Known;
    IfWaits->push_back(MayWait);
    return true;
  };
  const Stmt *From = S;
  for (size_t Step = 0; Step < Work.size(); ++Step) {
    const Stmt *Next = nearestWork(Work, From, /*After=*/true, SM, &VO);
    if (!Next)
      return Answer(false);
    llvm::SmallVector<const Stmt *, 4> NextLoops = VO.enclosingLoops(Next);
    if (External(Next)) {
      if (!MayWait && insideEvery(Loops, NextLoops))
        MayWait = cast<CallExpr>(Next)->getDirectCallee();
    } else if (waitsForEarlierLegacyWork(Next, Ctx)) {
      return Answer(insideEvery(Loops, NextLoops));
    } else if (!legacyLaunch(Next, Ctx) || NextLoops != Loops) {
      return Answer(false);
    }
    From = Next;
  }
  return Answer(false);
}

bool nothingInFlightAt(const Stmt *S, const ValueOrigins &VO, const SourceManager &SM) {
  const FunctionDecl *F = VO.enclosingFunction(S);
  if (!F || !F->getBody())
    return false;
  llvm::SmallVector<const Stmt *, 32> Work;
  cudaWork(F->getBody(), Work);
  const Stmt *Prev = nearestWork(Work, S, /*After=*/false, SM);
  // The wait inside every loop around S (a loop around the wait only ends with it: it is the
  // last CUDA work of that loop's body).
  llvm::SmallVector<const Stmt *, 4> Loops = VO.enclosingLoops(S);
  if (Prev ? !isDeviceWideSync(Prev) || !insideEvery(Loops, VO.enclosingLoops(Prev))
           : !F->isMain() || !Loops.empty())
    return false;
  // Nothing between may enqueue work (CUDA calls were seen above).
  llvm::SmallPtrSet<const FunctionDecl *, 16> Seen;
  return !anyStmtUnder(F->getBody(), [&](const Stmt *X) {
    const auto *CE = dyn_cast<CallExpr>(X);
    if (!CE || CE == S || isa<CUDAKernelCallExpr>(CE) || lookupCudaApi(CE) ||
        (Prev && !isBefore(SM, Prev, CE)) || !isBefore(SM, CE, S))
      return false;
    return mayEnqueueWork(CE->getDirectCallee(), SM, 4, Seen);
  });
}

bool mayCall(const FunctionDecl *F, const FunctionDecl *G, unsigned Depth) {
  if (!F || !G)
    return true;
  F = F->getCanonicalDecl();
  G = G->getCanonicalDecl();
  llvm::SmallPtrSet<const FunctionDecl *, 16> Seen{F};
  llvm::SmallVector<std::pair<const FunctionDecl *, unsigned>, 16> Todo{{F, 0}};
  while (!Todo.empty()) {
    auto [Fn, Level] = Todo.pop_back_val();
    const FunctionDecl *Def = Fn->getDefinition();
    if (!Def || !Def->getBody())
      continue;
    bool Unknown = anyStmtUnder(Def->getBody(), [&](const Stmt *S) {
      if (!isa<CallExpr>(S) && !isa<CXXConstructExpr>(S))
        return false;
      const FunctionDecl *Callee = calledFunction(S);
      if (!Callee)
        return isa<CallExpr>(S); // an indirect call may reach anything
      // The CUDA API and the libraries of system headers do not call the project back.
      const SourceManager &SM = Callee->getASTContext().getSourceManager();
      if (lookupCudaApi(Callee) || SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation())))
        return false;
      Callee = Callee->getCanonicalDecl();
      if (Callee == G || (Level + 1 >= Depth && Callee->getDefinition()))
        return true; // G, or too deep to tell
      if (Seen.insert(Callee).second)
        Todo.push_back({Callee, Level + 1});
      return false;
    });
    if (Unknown)
      return true;
  }
  return false;
}

} // namespace clang::tidy::cuda
