//===--- StreamInFlight.cpp - when a stream's work can be in flight --------------------===//
//
// The SyncOrder.h rules about a stream's life: set-up issued before any stream has work
// (noStreamWorkInFlightAt), a life confined to one function (streamLifetime), and legacy work
// issued before the stream exists (issuedBeforeCreation).
//
//===--------------------------------------------------------------------------------------===//
#include "DiagnosticLocation.h"
#include "ErrorSurfacing.h"
#include "HandleLifetime.h"
#include "LoopWork.h"
#include "StmtWalk.h"
#include "SyncOrder.h"
#include "SyncOrderPaths.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::cuda {
using namespace syncorder;

namespace {

/// True when the CUDA call W (an API call or a launch) may put work on a stream other than the
/// legacy default stream: it issues work (copies, memsets, launches, records, waits, capture,
/// stream-ordered allocation) on a stream OnLegacyStream does not vouch for.
bool mayIssueStreamWork(const Stmt *W, llvm::function_ref<bool(const Stmt *)> OnLegacyStream) {
  if (const auto *CE = dyn_cast<CallExpr>(W); CE && !isa<CUDAKernelCallExpr>(CE)) {
    const CudaApiInfo *Api = lookupCudaApi(CE);
    if (!Api)
      return false;
    switch (Api->Family) {
    case ApiFamily::Copy:
    case ApiFamily::Memset:
    case ApiFamily::Prefetch:
    case ApiFamily::Launch:
    case ApiFamily::EventRecord:
    case ApiFamily::StreamWait:
    case ApiFamily::CaptureBegin:
    case ApiFamily::AsyncAlloc:
      break;
    default:
      return false; // creations, frees, synchronizations, queries, graph handles
    }
    if (Api->ImplicitLegacyStream)
      return false;
  }
  return !OnLegacyStream(W);
}

} // namespace

namespace {

/// noStreamWorkInFlightAt, with CallersClean: per function, whether every call site of it was
/// found clean (each function's callers are looked at once per question; a cycle is not).
bool noStreamWorkInFlight(const Stmt *S, const ValueOrigins &VO, const SourceManager &SM,
                          llvm::function_ref<bool(const Stmt *)> OnLegacyStream,
                          llvm::function_ref<bool(const Stmt *)> OverDevices, unsigned Depth,
                          llvm::DenseMap<const FunctionDecl *, bool> &CallersClean) {
  const FunctionDecl *F = VO.enclosingFunction(S);
  if (!F || !F->getBody() || !Depth)
    return false;
  llvm::SmallVector<const Stmt *, 4> Loops = VO.enclosingLoops(S);
  // The last device-wide synchronization before S that runs on every iteration S runs in.
  const Stmt *LastSync = nullptr;
  llvm::SmallVector<const Stmt *, 32> Work;
  cudaWork(F->getBody(), Work);
  for (const Stmt *W : Work)
    if (isDeviceWideSync(W) && isBefore(SM, W, S) && insideEvery(VO.enclosingLoops(W), Loops) &&
        (!LastSync || isBefore(SM, LastSync, W)))
      LastSync = W;
  // X may run before S: earlier in the function and after LastSync, or in an earlier
  // iteration of a loop around both (that LastSync is not inside, and that does not walk
  // over devices: each iteration's work is another device's).
  auto RunsBefore = [&](const Stmt *X) {
    if (isBefore(SM, X, S) && (!LastSync || isBefore(SM, LastSync, X)))
      return true;
    llvm::SmallVector<const Stmt *, 4> Around = VO.enclosingLoops(X);
    return llvm::any_of(Loops, [&](const Stmt *Loop) {
      return llvm::is_contained(Around, Loop) && !OverDevices(Loop) &&
             !(LastSync && llvm::is_contained(VO.enclosingLoops(LastSync), Loop));
    });
  };
  // The calls S is an argument of run after it (`member = Table(h)`: the assignment).
  llvm::SmallPtrSet<const Stmt *, 16> Enclosing;
  VO.climb(S, [&](const DynTypedNode &N, const DynTypedNode &) {
    if (const Stmt *P = N.get<Stmt>())
      Enclosing.insert(P);
    return N.get<Decl>() != nullptr;
  });
  llvm::SmallPtrSet<const FunctionDecl *, 16> Seen;
  bool StreamWorkBefore = anyStmtUnder(F->getBody(), [&](const Stmt *X) {
    const auto *CE = dyn_cast<CallExpr>(X);
    if ((!CE && !isa<CXXConstructExpr>(X)) || X == S || Enclosing.count(X) || !RunsBefore(X))
      return false;
    auto IsStreamWork = [&](const CallExpr *W) { return mayIssueStreamWork(W, OnLegacyStream); };
    if (CE && (isa<CUDAKernelCallExpr>(CE) || lookupCudaApi(CE)))
      return IsStreamWork(CE);
    const FunctionDecl *Callee = calledFunction(X);
    if (Callee && SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation())) &&
        !LoopWork::isLibraryFunction(Callee, SM))
      return false; // cudaSetDevice, cudaGetDevice, the C++ library
    return mayEnqueueWork(Callee, SM, 4, Seen, IsStreamWork);
  });
  if (StreamWorkBefore)
    return false;
  if (F->isMain())
    return true;
  auto [Known, New] = CallersClean.try_emplace(F->getCanonicalDecl(), false);
  if (!New)
    return Known->second;
  llvm::SmallVector<const Expr *, 4> Calls;
  bool Clean = VO.callSites(F, Calls) && !Calls.empty() &&
               llvm::all_of(Calls, [&](const Expr *Call) {
                 return noStreamWorkInFlight(Call, VO, SM, OnLegacyStream, OverDevices,
                                             Depth - 1, CallersClean);
               });
  CallersClean[F->getCanonicalDecl()] = Clean;
  return Clean;
}

} // namespace

bool noStreamWorkInFlightAt(const Stmt *S, const ValueOrigins &VO, const SourceManager &SM,
                            llvm::function_ref<bool(const Stmt *)> OnLegacyStream,
                            llvm::function_ref<bool(const Stmt *)> OverDevices, unsigned Depth) {
  llvm::DenseMap<const FunctionDecl *, bool> CallersClean;
  return noStreamWorkInFlight(S, VO, SM, OnLegacyStream, OverDevices, Depth, CallersClean);
}

namespace {

/// The argument of work call W that names stream storage V (`s`, `s[i % 4]`); nullptr when
/// none does.
const Expr *streamArgumentOn(const Stmt *W, const VarDecl *V) {
  const auto *CE = dyn_cast<CallExpr>(W);
  if (!CE)
    return nullptr;
  llvm::SmallVector<const Expr *, 8> Args(CE->arguments());
  if (const auto *K = dyn_cast<CUDAKernelCallExpr>(CE))
    if (const CallExpr *Config = K->getConfig())
      Args.assign(Config->arg_begin(), Config->arg_end());
  for (const Expr *A : Args)
    if (ValueOrigins::storageOf(A) == V)
      return A->IgnoreParenImpCasts();
  return nullptr;
}

/// The first synchronization of W's own stream among the statements after W's in their block
/// (`cudaMemcpyAsync(..., s[i % 4]); cudaStreamSynchronize(s[i % 4]);`, each inside a checking
/// macro or not): the same expression, which evaluates nothing else and whose variables no
/// statement in between names, with nothing in between that may leave the block; nullptr when
/// there is none.
const Stmt *waitLaterInBlock(const Stmt *W, const VarDecl *V, const ValueOrigins &VO) {
  const Expr *On = streamArgumentOn(W, V);
  const ASTContext &Ctx = VO.getASTContext();
  if (!On || On->HasSideEffects(Ctx))
    return nullptr;
  llvm::SmallPtrSet<const Decl *, 4> Names;
  anyStmtUnder(On, [&](const Stmt *S) {
    if (const auto *R = dyn_cast<DeclRefExpr>(S))
      Names.insert(R->getDecl());
    return false;
  });
  llvm::FoldingSetNodeID Want;
  On->Profile(Want, Ctx, /*Canonical=*/true);
  // W's statement in its block.
  const Stmt *Child = W;
  for (unsigned Depth = 0; Depth < 16; ++Depth) {
    DynTypedNodeList Up = VO.parents(*Child);
    if (Up.empty())
      return nullptr;
    if (const auto *Block = Up[0].get<CompoundStmt>()) {
      const auto *It = llvm::find(Block->body(), Child);
      if (It == Block->body_end())
        return nullptr;
      for (++It; It != Block->body_end(); ++It) {
        llvm::SmallVector<const CallExpr *, 4> Calls;
        unconditionalCalls(*It, Calls);
        for (const CallExpr *Sync : Calls) {
          if (!callOnStream(Sync, ApiFamily::StreamSync, V))
            continue;
          llvm::FoldingSetNodeID Got;
          Sync->getArg(0)->IgnoreParenImpCasts()->Profile(Got, Ctx, /*Canonical=*/true);
          if (Got == Want)
            return Sync;
        }
        bool NamesIndex = anyStmtUnder(*It, [&](const Stmt *S) {
          const auto *R = dyn_cast<DeclRefExpr>(S);
          return R && Names.count(R->getDecl());
        });
        if (NamesIndex || mayLeave(*It))
          return nullptr;
      }
      return nullptr;
    }
    const Stmt *Next = Up[0].get<Stmt>();
    if (!Next || isa<CompoundStmt>(Child))
      return nullptr;
    Child = Next;
  }
  return nullptr;
}

/// streamLifetime's shape (a): the whole life in one function.
StreamLifetime wholeLifeInOneFunction(const CallExpr *Create, unsigned DstArg,
                                      llvm::ArrayRef<const Stmt *> Work, const ValueOrigins &VO,
                                      const SourceManager &SM, bool LegacyCopiesWait) {
  const Expr *Out = DstArg < Create->getNumArgs() ? Create->getArg(DstArg) : nullptr;
  const VarDecl *V = localHandleVariable(Out);
  // A local array of streams (`cudaStream_t s[N]`) is created, synchronized and destroyed
  // element by element, each in one loop of its own.
  const VarDecl *Array = V ? nullptr : localHandleArray(Out);
  if (Array)
    V = Array;
  const FunctionDecl *F = VO.enclosingFunction(Create);
  if (!V || !F || !F->getBody() || Work.empty() ||
      VO.enclosingLoops(Create).size() > (Array ? 1u : 0u))
    return {};
  const Stmt *Last = nullptr;
  for (const Stmt *W : Work) {
    if (VO.enclosingFunction(W) != F)
      return {};
    if (!Last || isBefore(SM, Last, W))
      Last = W;
  }
  // After the last work, outside every loop: a synchronization that covers the stream, then
  // its destruction.
  llvm::SmallVector<const Stmt *, 32> Calls;
  cudaWork(F->getBody(), Calls);
  auto AfterLastOutsideLoops = [&](const Stmt *S) {
    if (!isBefore(SM, Last, S))
      return false;
    llvm::SmallVector<const Stmt *, 4> Loops = VO.enclosingLoops(S);
    return Loops.empty() || (Array && Loops.size() == 1 && isBefore(SM, Last, Loops.front()));
  };
  const Stmt *End = nullptr;
  bool Destroyed = false;
  for (const Stmt *Destroy : Calls) {
    if (!callOnStream(Destroy, ApiFamily::StreamDestroy, V) || !AfterLastOutsideLoops(Destroy))
      continue;
    Destroyed = true;
    for (const Stmt *Sync : Calls) {
      // cudaStreamSynchronize(s) (an event synchronization's argument is never s), a
      // device-wide one, or for a blocking stream a synchronous legacy copy to the host.
      bool Covers = isDeviceWideSync(Sync) || callOnStream(Sync, ApiFamily::StreamSync, V) ||
                    (LegacyCopiesWait && waitsForBlockingStreams(Sync, VO.getASTContext()));
      if (Covers && AfterLastOutsideLoops(Sync) && isBefore(SM, Sync, Destroy) &&
          (!End || isBefore(SM, Sync, End)))
        End = Sync;
    }
  }
  StreamLifetime Life;
  if (End || !Destroyed) {
    if (End)
      Life.Windows.push_back({F, Create, End});
    return Life;
  }
  // Or, destroyed there too, each piece of work waited for later in its block: in flight only
  // in between (held-out round 24, AstroAccelerateOrg/astro-accelerate@0dc2cd0
  // src/aa_device_periods.cu:274: blocking streams whose every copy is waited for right after).
  for (const Stmt *W : Work) {
    const Stmt *Sync = waitLaterInBlock(W, V, VO);
    if (!Sync)
      return {};
    Life.Windows.push_back({F, W, Sync});
  }
  return Life;
}

/// The wait in F after Last that runs whenever Last does: a device-wide synchronization (or,
/// with LegacyCopiesWait, a synchronous copy to the host), in no loop but one around Last (with
/// no `continue`) or one that takes the wait to each device; nullptr when there is none.
const Stmt *waitAfter(const FunctionDecl *F, const Stmt *Last, const ValueOrigins &VO,
                      const SourceManager &SM, bool LegacyCopiesWait) {
  llvm::SmallVector<const Stmt *, 32> Calls;
  cudaWork(F->getBody(), Calls);
  const ASTContext &Ctx = VO.getASTContext();
  llvm::SmallVector<const Stmt *, 4> LastLoops = VO.enclosingLoops(Last);
  const Stmt *First = nullptr;
  for (const Stmt *Wait : Calls) {
    bool Covers =
        isDeviceWideSync(Wait) || (LegacyCopiesWait && waitsForBlockingStreams(Wait, Ctx));
    if (Covers && isBefore(SM, Last, Wait) && (!First || isBefore(SM, Wait, First)) &&
        llvm::all_of(VO.enclosingLoops(Wait),
                     [&](const Stmt *L) {
                       return llvm::is_contained(LastLoops, L)
                                  ? !continuesLoop(LoopWork::body(L))
                                  : perDeviceStep(L, Wait, SM);
                     }) &&
        runsWithBoth(Wait, Last, Last, VO))
      First = Wait;
  }
  return First;
}

/// streamLifetime's shape (b): windows of the functions that issue the work.
/// Only a device-wide synchronization ends a window: a legacy copy that waits for the stream
/// is itself the legacy work the checks ask about.
StreamLifetime workWindows(llvm::ArrayRef<const Stmt *> Work, const ValueOrigins &VO,
                           const SourceManager &SM) {
  // The work's statements, by the function that issues them.
  llvm::MapVector<const FunctionDecl *, llvm::SmallVector<const Stmt *, 4>> Points;
  for (const Stmt *W : Work) {
    const FunctionDecl *F = VO.enclosingFunction(W);
    if (!F || !F->getBody())
      return {};
    Points[F->getCanonicalDecl()].push_back(W);
  }
  StreamLifetime Life;
  for (unsigned Lift = 0; !Points.empty(); ++Lift) {
    llvm::MapVector<const FunctionDecl *, llvm::SmallVector<const Stmt *, 4>> Up;
    for (auto &[F, At] : Points) {
      const FunctionDecl *Def = F->getDefinition();
      const Stmt *First = At.front(), *Last = At.front();
      for (const Stmt *P : At) {
        if (isBefore(SM, P, First))
          First = P;
        if (isBefore(SM, Last, P))
          Last = P;
      }
      if (const Stmt *End =
              Def ? waitAfter(Def, Last, VO, SM, /*LegacyCopiesWait=*/false) : nullptr) {
        Life.Windows.push_back({Def, First, End});
        continue;
      }
      // No wait here: the work is the callers', at their calls of F.
      llvm::SmallVector<const Expr *, 4> Calls;
      if (Lift == 2 || !Def || Def->isMain() || !VO.callSites(Def, Calls) || Calls.empty())
        return {};
      for (const Expr *Call : Calls) {
        const FunctionDecl *Caller = VO.enclosingFunction(Call);
        if (!Caller || !Caller->getBody())
          return {};
        Up[Caller->getCanonicalDecl()].push_back(Call);
      }
    }
    Points = std::move(Up);
  }
  return Life;
}

} // namespace

StreamLifetime streamLifetime(const CallExpr *Create, unsigned DstArg,
                              llvm::ArrayRef<const Stmt *> Work, const ValueOrigins &VO,
                              const SourceManager &SM, bool LegacyCopiesWait, bool WorkWindows) {
  StreamLifetime Life = wholeLifeInOneFunction(Create, DstArg, Work, VO, SM, LegacyCopiesWait);
  if (Life.Windows.empty() && WorkWindows && !Work.empty())
    Life = workWindows(Work, VO, SM);
  return Life;
}

bool issuedBeforeCreation(const Stmt *S, const CallExpr *Create, unsigned DstArg,
                          llvm::ArrayRef<const Stmt *> Work, const ValueOrigins &VO,
                          const SourceManager &SM) {
  const FunctionDecl *F = VO.enclosingFunction(Create);
  if (DstArg >= Create->getNumArgs() || !F || !F->getBody() || VO.enclosingFunction(S) != F ||
      !isBefore(SM, S, Create) || shareLoop(S, Create, VO))
    return false;
  const auto *Stored = dyn_cast_or_null<VarDecl>(addressedStorage(Create->getArg(DstArg)));
  if (!Stored || !Stored->hasLocalStorage() || isa<ParmVarDecl>(Stored))
    return false;
  // The last of the work as F runs it (its own statements, or the calls that reach it).
  const Stmt *Last = nullptr;
  for (const Stmt *W : Work) {
    llvm::SmallVector<const Stmt *, 4> At = reachedThrough(W, F, VO);
    if (At.empty())
      return false;
    for (const Stmt *A : At)
      if (!Last || isBefore(SM, Last, A))
        Last = A;
  }
  // After it, a wait for the device that runs whenever it does: an earlier call's streams
  // are done when a later call reaches S.
  return Last && waitAfter(F, Last, VO, SM, /*LegacyCopiesWait=*/true);
}

bool StreamLifetime::mayOverlap(const Stmt *S, const ValueOrigins &VO,
                                const SourceManager &SM) const {
  if (Windows.empty())
    return true;
  const FunctionDecl *F = VO.enclosingFunction(S);
  return llvm::any_of(Windows, [&](const Window &W) {
    if (F != W.Function)
      return mayCall(W.Function, F);
    // Before the window's start: this call's work is not issued yet, and the last call's is
    // done.
    if (isBefore(SM, S, W.Begin) && !shareLoop(S, W.Begin, VO))
      return false;
    return !VO.enclosingLoops(S).empty() || (S != W.End && isBefore(SM, S, W.End));
  });
}

} // namespace clang::tidy::cuda
