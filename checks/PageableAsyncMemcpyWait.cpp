//===--- PageableAsyncMemcpyWait.cpp - cuda-pageable-async-memcpy: copies the code waits for -===//
//
// Whether the host waits for a staged copy anyway (a synchronization of its stream right after
// it, a read of its destination that needs the wait, a loop that queues transfers on the same
// stream): the facts check() asks before it reports. Private to the check.
//
//===--------------------------------------------------------------------------------------===//
#include "PageableAsyncMemcpyCheck.h"
#include "analysis/CallSummaries.h"
#include "analysis/CaptureRegion.h"
#include "analysis/CopyDescription.h"
#include "analysis/CudaApi.h"
#include "analysis/HostTables.h"
#include "analysis/LoopWork.h"
#include "analysis/StmtWalk.h"
#include "clang/AST/ExprCXX.h"
#include <functional>

namespace clang::tidy::cuda {

/// True when H surely waits for Stream's earlier work: a device-wide synchronization, a
/// synchronization of that very stream, or a synchronous legacy copy when Stream is the legacy
/// stream or a blocking one; not a stream that only may be the same (Order::Unknown).
bool PageableAsyncMemcpyCheck::waitsFor(const HostSync &H, const StreamUse &Stream) const {
  StreamRelation Rel(*Streams);
  if (H.K == HostSyncKind::Device)
    return true;
  if (H.K == HostSyncKind::Stream && H.Handle)
    return Rel({H.Handle, Streams->classify(H.Handle)}, Stream) == Order::Same;
  if (H.K != HostSyncKind::LegacyBlocking)
    return false;
  StreamUse Legacy;
  Legacy.V.Kind = StreamKind::Null; // the default stream of the compilation
  Order O = Rel(Legacy, Stream);
  return O == Order::Same || O == Order::Ordered;
}

bool PageableAsyncMemcpyCheck::reachedOnlyFromMain(const CallExpr *Call) const {
  // main, or a function no other unit can call whose every caller here is one of those (up to
  // three calls up).
  std::function<bool(const FunctionDecl *, unsigned)> OnlyMain = [&](const FunctionDecl *F,
                                                                     unsigned Depth) {
    if (!F || F->isMain())
      return F != nullptr;
    llvm::SmallVector<const Expr *, 4> Sites;
    if (Depth == 0 || F->isExternallyVisible() || !Origins->callSites(F, Sites) || Sites.empty())
      return false;
    return llvm::all_of(Sites, [&](const Expr *Site) {
      return OnlyMain(Origins->enclosingFunction(Site), Depth - 1);
    });
  };
  return OnlyMain(Origins->enclosingFunction(Call), 3);
}

bool PageableAsyncMemcpyCheck::sameStreamTransfer(const CallExpr *CE,
                                                  const StreamUse &Stream) const {
  const CudaApiInfo *Info = lookupCudaApi(CE);
  if (!Info || !Info->Async ||
      (Info->Family != ApiFamily::Copy && Info->Family != ApiFamily::Memset))
    return false;
  llvm::SmallVector<StreamSite, 1> Sites;
  streamSitesOf(CE, Sites);
  StreamRelation Rel(*Streams);
  return Sites.size() == 1 &&
         Rel({Sites.front().value(), Streams->classify(Sites.front().value())}, Stream) ==
             Order::Same;
}

bool PageableAsyncMemcpyCheck::queuesTransfers(const Stmt *Loop, const StreamUse &Stream) const {
  const Stmt *Body = LoopWork::body(Loop);
  return anyStmtUnder(Body, [&](const Stmt *S) {
    const auto *CE = dyn_cast<CallExpr>(S);
    return CE && sameStreamTransfer(CE, Stream) && Origins->enclosingLoops(CE).front() == Loop;
  });
}

/// A function of the project whose only calls are CUDA releases (cudaFree, ...), at least
/// one, and the queries that never wait (cudaPointerGetAttributes), with no loop: freeing
/// scratch memory, no host work a pinned copy could overlap (held-out round 28,
/// FLAMEGPU/FLAMEGPU2@1a11aea src/flamegpu/simulation/detail/CUDAAgent.cu:234, a checking
/// cudaFree wrapper between a 4-byte read-back and its wait).
static bool onlyReleases(const FunctionDecl *FD, const SourceManager &SM) {
  const FunctionDecl *Def = FD ? FD->getDefinition() : nullptr;
  if (!Def || !Def->hasBody() || lookupCudaApi(Def) ||
      SM.isInSystemHeader(SM.getExpansionLoc(Def->getLocation())))
    return false;
  bool Releases = false;
  bool Other = anyStmtUnder(Def->getBody(), [&](const Stmt *S) {
    if (LoopWork::isLoop(S))
      return true;
    if (const auto *CC = dyn_cast<CXXConstructExpr>(S))
      return !CC->getConstructor() || !CC->getConstructor()->isTrivial();
    if (!isa<CallExpr>(S))
      return false;
    const auto *CE = dyn_cast<CallExpr>(S);
    const CudaApiInfo *Api = CE ? lookupCudaApi(CE) : nullptr;
    const FunctionDecl *Callee = CE ? CE->getDirectCallee() : nullptr;
    if (Api && isReleaseApi(*Api)) {
      Releases = true;
      return false;
    }
    return !(Callee && Callee->getIdentifier() && isNonBlockingQuery(Callee->getName()));
  });
  return Releases && !Other;
}

std::optional<StreamUse> PageableAsyncMemcpyCheck::streamOfCopy(const CallExpr *Call,
                                                                 ASTContext &Ctx) {
  const FunctionDecl *F = Origins->enclosingFunction(Call);
  llvm::SmallVector<StreamSite, 1> Sites;
  streamSitesOf(Call, Sites);
  if (!F || !F->hasBody() || Sites.empty())
    return std::nullopt;
  if (!Streams)
    Streams = StreamAnalysis::get(Ctx, PP);
  if (!Sync) {
    Sync = std::make_unique<HostSyncClassifier>(Ctx);
    Walker = std::make_unique<PendingWorkWalker>(*Streams, *Sync);
  }
  return StreamUse{Sites.front().value(), Streams->classify(Sites.front().value())};
}

const Stmt *PageableAsyncMemcpyCheck::readWithoutWait(const CallExpr *Call, const Expr *Dest,
                                                      ASTContext &Ctx) {
  std::optional<StreamUse> Stream = streamOfCopy(Call, Ctx);
  if (!Stream)
    return nullptr;
  // `x` of `&x`, `buf` of `&buf[0]`, `v` of `v.data()`: the variable whose data the copy writes.
  const Expr *E = Dest->IgnoreParenCasts();
  if (const auto *Addr = dyn_cast<UnaryOperator>(E); Addr && Addr->getOpcode() == UO_AddrOf) {
    E = Addr->getSubExpr()->IgnoreParenCasts();
    if (const auto *Elem = dyn_cast<ArraySubscriptExpr>(E))
      E = Elem->getBase()->IgnoreParenCasts();
    else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
             Op && Op->getOperator() == OO_Subscript && ValueOrigins::isStdContainerElement(Op))
      E = Op->getArg(0)->IgnoreParenCasts();
  } else if (const auto *Data = dyn_cast<CXXMemberCallExpr>(E);
             Data && Data->getMethodDecl() && Data->getMethodDecl()->getIdentifier() &&
             Data->getMethodDecl()->getName() == "data") {
    E = Data->getImplicitObjectArgument()->IgnoreParenCasts();
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var || !Var->hasLocalStorage())
    return nullptr;
  return hostReadBeforeSync(*Walker, Origins->enclosingFunction(Call), Call, *Stream, Var);
}

const ResultTests &PageableAsyncMemcpyCheck::resultTestsOf(const CallExpr *Transfer,
                                                           const Stmt *Body, const ParentMap &PM) {
  auto [It, New] = ResultTestsOf.try_emplace(Transfer);
  if (New)
    It->second = resultTests(Transfer, Body, PM);
  return It->second;
}

bool PageableAsyncMemcpyCheck::syncedRightAfter(const CallExpr *Call, ASTContext &Ctx,
                                                const ValueDecl *ReadBackInto) {
  std::optional<StreamUse> Found = streamOfCopy(Call, Ctx);
  if (!Found)
    return false;
  const StreamUse &Stream = *Found;
  const FunctionDecl *F = Origins->enclosingFunction(Call);
  const ParentMap *PM = Walker->parents(F);
  if (!PM)
    return false;
  ResultTests Tests = resultTestsOf(Call, F->getBody(), *PM);
  llvm::SmallVector<const Stmt *, 4> &ErrorBranches = Tests.Branches;
  // A call handed the copy's stored status (or that of a transfer queued behind it) is the
  // project's error check of the copy.
  auto ChecksStatus = [&](const CallExpr *CE) {
    return llvm::any_of(CE->arguments(), [&](const Expr *A) {
      const auto *DRE = dyn_cast<DeclRefExpr>(A->IgnoreParenImpCasts());
      return DRE && llvm::is_contained(Tests.StatusVariables, DRE->getDecl());
    });
  };
  // Loops around S within F, climbed in F's own parent map: a template instantiation shares
  // its non-dependent leaves (a callee's name) with the template, and the unit-wide parents of
  // such a leaf lead into the template's loops, not the instantiation's.
  auto LoopsAround = [&](const Stmt *S) {
    llvm::SmallVector<const Stmt *, 4> Loops;
    for (const Stmt *P = PM->getParent(S); P && !isa<LambdaExpr>(P); P = PM->getParent(P))
      if (LoopWork::isLoop(P))
        Loops.push_back(P);
    return Loops;
  };
  llvm::SmallVector<const Stmt *, 4> CopyLoops = LoopsAround(Call);
  auto Within = [&](const Stmt *S, llvm::ArrayRef<const Stmt *> Outer) {
    for (; S; S = PM->getParent(S))
      if (llvm::is_contained(Outer, S))
        return true;
    return false;
  };
  auto ReadsValue = [&](const DeclRefExpr *Ref) {
    const Stmt *P = PM->getParent(Ref);
    // A struct read back: a field of it (`e.gain`), or a copy of the whole (`return e;`,
    // `f(e)`; held-out round 38, dmlc/xgboost@379b29f src/tree/gpu_hist/evaluate_splits.cu:453).
    for (const Stmt *Child = Ref; P; Child = P, P = PM->getParent(P)) {
      const auto *NoOp = dyn_cast<ImplicitCastExpr>(P);
      const auto *Member = dyn_cast<MemberExpr>(P);
      if (!(NoOp && NoOp->getCastKind() == CK_NoOp) &&
          !(Member && !Member->isArrow() && Member->getBase() == Child))
        break;
    }
    if (const auto *Copy = dyn_cast_or_null<CXXConstructExpr>(P);
        Copy && Copy->getConstructor()->isCopyOrMoveConstructor())
      return true;
    const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(P);
    if (Cast && Cast->getCastKind() == CK_LValueToRValue)
      return true; // `n`, `n * 2`, `e.gain`
    // `h[0]` of an array read back.
    return Cast && Cast->getCastKind() == CK_ArrayToPointerDecay &&
           isa_and_nonnull<ArraySubscriptExpr>(PM->getParent(Cast));
  };
  auto InCudaCall = [&](const Stmt *S) {
    for (const Stmt *P = PM->getParent(S); P; P = PM->getParent(P))
      if (const auto *CE = dyn_cast<CallExpr>(P); CE && lookupCudaApi(CE))
        return true;
    return false;
  };
  bool Synced = false, Other = false, Exit = false;
  using Step = PendingWorkWalker::Step;
  bool Walked = Walker->walk(
      F, Call, Stream,
      [&](const Stmt *S) {
        // The copy failed there: nothing is in flight.
        if (Within(S, ErrorBranches))
          return Step::EndPath;
        // The host reading the read-back's value (not its address, not a CUDA call handed the
        // buffer: simpleCudaGraphs.cu:333 captures the copy and hands `&result_h` on).
        if (const auto *Use = dyn_cast<DeclRefExpr>(S);
            ReadBackInto && Use && Use->getDecl() == ReadBackInto && ReadsValue(Use) &&
            !InCudaCall(Use)) {
          Synced = true;
          return Step::EndPath;
        }
        // The test of its result (a checking macro's comparison): not host work. The CFG
        // shows a condition variable as a DeclStmt of its own.
        if (const auto *DS = dyn_cast<DeclStmt>(S);
            Within(S, Tests.Conditions) ||
            (DS && DS->isSingleDecl() &&
             llvm::is_contained(Tests.ConditionVariables, DS->getSingleDecl())))
          return Step::Pass;
        // Host work in a loop the copy is not in could have overlapped a pinned copy, unless
        // that loop queues transfers on the same stream (`for (i) cudaMemcpyAsync(..., s)`):
        // its statements are then judged one by one like the rest.
        if (llvm::any_of(LoopsAround(S), [&](const Stmt *L) {
              return !llvm::is_contained(CopyLoops, L) && !queuesTransfers(L, Stream);
            })) {
          Other = true;
          return Step::EndPath;
        }
        const auto *CE = dyn_cast<CallExpr>(S);
        if (const auto *CC = dyn_cast<CXXConstructExpr>(S);
            CC && CC->getConstructor() && !CC->getConstructor()->isTrivial()) {
          Other = true;
          return Step::EndPath;
        }
        if (!CE && !isa<CXXDeleteExpr>(S))
          return Step::Continue;
        // The call that checks the copy's result: what it does is not the wait looked for.
        if (Within(Call, {S}) || (CE && ChecksStatus(CE)))
          return Step::Pass;
        if (waitsFor(Sync->of(S), Stream)) {
          Synced = true;
          return Step::Continue; // the walk ends its path here
        }
        if (syncsMemberStream(S, Stream.E)) {
          Synced = true;
          return Step::EndPath;
        }
        // The accessor that gives that wait its wrapper (`ctx->Stream()` of `ctx->Stream().Sync()`).
        if (const Stmt *P = PM->getParentIgnoreParenImpCasts(const_cast<Stmt *>(S))) {
          while (isa_and_nonnull<MaterializeTemporaryExpr, CXXBindTemporaryExpr, MemberExpr>(P))
            P = PM->getParentIgnoreParenImpCasts(const_cast<Stmt *>(P));
          if (const auto *Wait = dyn_cast_or_null<CXXMemberCallExpr>(P);
              Wait && Wait->getImplicitObjectArgument()->IgnoreImplicit() == S &&
              syncsMemberStream(Wait, Stream.E))
            return Step::Pass;
        }
        const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
        if ((FD && FD->getIdentifier() && isNonBlockingQuery(FD->getName())) ||
            isPureAccessor(FD) || onlyReleases(FD, Ctx.getSourceManager()))
          return Step::Pass;
        // Another copy or memset queued behind it on the same stream (the stream runs them
        // one after the other either way, and the host still waits for both), the call that
        // checks its result (`checkCudaErrors(cudaMemcpyAsync(...))`) and the calls that
        // compute its arguments (`v.data()`).
        if (CE && llvm::any_of(CE->arguments(), [&](const Expr *A) {
              const auto *Inner = dyn_cast<CallExpr>(A->IgnoreParenImpCasts());
              return Inner && sameStreamTransfer(Inner, Stream);
            }))
          return Step::Pass;
        for (const Stmt *P = S; P; P = PM->getParent(P))
          if (const auto *Transfer = dyn_cast<CallExpr>(P);
              Transfer && sameStreamTransfer(Transfer, Stream)) {
            if (Transfer == S) {
              const ResultTests &More = resultTestsOf(Transfer, F->getBody(), *PM);
              llvm::append_range(ErrorBranches, More.Branches);
              llvm::append_range(Tests.Conditions, More.Conditions);
              llvm::append_range(Tests.ConditionVariables, More.ConditionVariables);
              llvm::append_range(Tests.StatusVariables, More.StatusVariables);
            }
            return Step::Pass;
          }
        Other = true;
        return Step::EndPath;
      },
      &Exit);
  return Walked && Synced && !Other && !Exit;
}

} // namespace clang::tidy::cuda
