//===--- StreamReach.cpp - work that runs apart from every stream -------------------------===//
//
// Where StreamAnalysis's streams reach: whether work can run beside a stream's work
// (isMultiStreamAt), the evidence a note shows, and (issue 15) work that runs apart from every
// stream: in a function that reaches none, run from entry points that reach none or before
// the first code that does (docs/checks/cuda/missing-stream.md).
//
//===--------------------------------------------------------------------------------------===//
#include "CudaApi.h"
#include "DiagnosticLocation.h"
#include "SourceText.h"
#include "StmtWalk.h"
#include "StreamClassification.h"
#include "SyncOrder.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

namespace clang::tidy::cuda {

bool StreamAnalysis::reachesStream(const FunctionDecl *F) const {
  if (!F)
    return true;
  F = F->getCanonicalDecl();
  if (auto It = ReachesStreamCache.find(F); It != ReachesStreamCache.end())
    return It->second;
  bool Reaches = StreamFunctions.count(F) ||
                 llvm::any_of(StreamFunctions, [&](const auto *G) { return mayCall(F, G); });
  ReachesStreamCache[F] = Reaches;
  return Reaches;
}

bool StreamAnalysis::runsBeforeStreams(const Expr *Call, const FunctionDecl *Entry) const {
  // Entry must be where the program starts (nothing here calls it), receive no stream, and
  // make the call once, before everything of it that reaches a stream.
  llvm::SmallVector<const Expr *, 2> Callers;
  if (!Entry->getBody() ||
      llvm::any_of(Entry->parameters(),
                   [](const ParmVarDecl *P) { return isStreamParameterType(P->getType()); }) ||
      !Origins->callSites(Entry, Callers) || !Callers.empty() ||
      !Origins->enclosingLoops(Call).empty())
    return false;
  const SourceManager &SM = getASTContext().getSourceManager();
  bool StreamBeforeCall = anyStmtUnder(Entry->getBody(), [&](const Stmt *S) {
    bool Stream = false;
    if (isa<DeclRefExpr>(S) || isa<MemberExpr>(S))
      Stream = isStreamType(cast<Expr>(S)->getType());
    else if (isa<CallExpr>(S) || isa<CXXConstructExpr>(S)) {
      const FunctionDecl *Callee = calledFunction(S);
      Stream = !Callee || (!lookupCudaApi(Callee) && reachesStream(Callee));
    }
    return Stream && S != Call && !isBefore(SM, Call, S);
  });
  return !StreamBeforeCall;
}

bool StreamAnalysis::runsApartFromStreams(const Stmt *S, bool UncalledRunsApart) const {
  const FunctionDecl *F = Origins->enclosingFunction(S);
  if (!F || reachesStream(F))
    return false;
  // Up the callers while they reach no stream; each path must end at an entry point that
  // reaches none, or in one that reaches streams only after the call.
  llvm::SmallPtrSet<const FunctionDecl *, 16> Seen{F->getCanonicalDecl()};
  llvm::SmallVector<const FunctionDecl *, 16> Todo{F};
  while (!Todo.empty()) {
    const FunctionDecl *G = Todo.pop_back_val();
    llvm::SmallVector<const Expr *, 8> Calls;
    if (Seen.size() > 64 || !Origins->callSites(G, Calls))
      return false; // called through a pointer, virtually, or from code not seen
    if (Calls.empty() && !UncalledRunsApart)
      return false;
    for (const Expr *Call : Calls) {
      const FunctionDecl *Caller = Origins->enclosingFunction(Call);
      if (!Caller)
        return false; // a global's initializer
      if (!reachesStream(Caller)) {
        if (Seen.insert(Caller->getCanonicalDecl()).second)
          Todo.push_back(Caller);
      } else if (!runsBeforeStreams(Call, Caller)) {
        return false;
      }
    }
  }
  return true;
}

bool StreamAnalysis::offersSharedStream() const {
  if (SharedStream)
    return *SharedStream;
  SharedStream = false;
  for (const auto &Entry : SitesByFunction)
    for (const StreamSite &Site : Entry.second) {
      if (!Site.Arg || Site.omitted())
        continue;
      const Expr *E = Site.Arg->IgnoreParenImpCasts();
      // An element of a container (`cuda_streams_[0]`, a std::vector member's operator[]) is
      // the container's: a member's is not shared, a global's is.
      if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
          Op && Op->getOperator() == OO_Subscript && Op->getNumArgs() == 2)
        E = Op->getArg(0)->IgnoreParenImpCasts();
      const auto *Accessor = dyn_cast<CallExpr>(E);
      const auto *V = dyn_cast_or_null<VarDecl>(ValueOrigins::storageOf(E));
      if ((Accessor && !lookupCudaApi(Accessor)) ||
          (V && V->hasGlobalStorage() && !V->isStaticLocal()))
        return *SharedStream = true;
    }
  return false;
}

bool StreamAnalysis::streamAtHand(const Stmt *S, const FunctionDecl **Where) const {
  if (Where)
    *Where = nullptr;
  if (offersSharedStream())
    return true;
  // S's function and, for a lambda, the functions around it.
  llvm::SmallVector<std::pair<const FunctionDecl *, unsigned>, 16> Todo;
  Origins->climb(S, [&](const DynTypedNode &N, const DynTypedNode &) {
    if (const auto *L = N.get<LambdaExpr>()) {
      Todo.push_back({L->getCallOperator(), 0});
      return false;
    }
    if (const auto *F = N.get<FunctionDecl>())
      Todo.push_back({F, 0});
    return N.get<FunctionDecl>() != nullptr;
  });
  if (Todo.empty())
    return true; // a global's initializer: not judged here
  // Breadth-first up the callers; callers not seen (an address taken) are not looked at.
  llvm::SmallPtrSet<const FunctionDecl *, 16> Seen;
  for (size_t I = 0; I < Todo.size() && Seen.size() < 64; ++I) {
    auto [G, Depth] = Todo[I];
    if (!Seen.insert(G->getCanonicalDecl()).second)
      continue;
    if (StreamFunctions.count(G->getCanonicalDecl())) {
      if (Where && I != 0)
        *Where = G;
      return true;
    }
    llvm::SmallVector<const Expr *, 8> Calls;
    if (Depth >= 6 || !Origins->callSites(G, Calls))
      continue;
    for (const Expr *Call : Calls)
      if (const FunctionDecl *Caller = Origins->enclosingFunction(Call))
        Todo.push_back({Caller, Depth + 1});
  }
  return false;
}

namespace {

/// True when S may run while the work of the stream C creates is in flight: that stream's life
/// is not confined to one function (streamLifetime), or S runs within it.
bool mayOverlapStreamLife(const CallExpr *C, llvm::ArrayRef<const Stmt *> Work, const Stmt *S,
                          const ValueOrigins &VO, bool PerThreadDefault) {
  const ASTContext &Ctx = VO.getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  const CudaApiInfo *Api = lookupCudaApi(C);
  if (Api->DstArg < 0)
    return true;
  bool Blocking = createsNonBlockingStream(Ctx, C, *Api) == false && !PerThreadDefault;
  return streamLifetime(C, static_cast<unsigned>(Api->DstArg), Work, VO, SM, Blocking,
                        /*WorkWindows=*/Blocking)
      .mayOverlap(S, VO, SM);
}

} // namespace

llvm::SmallVector<const Stmt *, 8> StreamAnalysis::workCallsOf(const CallExpr *Create) const {
  llvm::SmallVector<const Stmt *, 8> Work;
  for (const StreamSite &W : workOnStream(Create))
    Work.push_back(W.Call);
  return Work;
}

bool StreamAnalysis::keptApartFromStreams(const Stmt *S) const {
  if (StreamOfUnknownOrigin || Creations.empty())
    return false;
  const SourceManager &SM = getASTContext().getSourceManager();
  return llvm::all_of(Creations, [&](const CallExpr *C) {
    llvm::SmallVector<const Stmt *, 8> Work = workCallsOf(C);
    return Work.empty() || !mayOverlapStreamLife(C, Work, S, *Origins, PerThreadDefault) ||
           keptApartInEveryEntry(S, Work, *Origins, SM);
  });
}

bool StreamAnalysis::isMultiStreamAt(const Stmt *S) const {
  if (!isMultiStream())
    return false;
  if (StreamOfUnknownOrigin || Creations.empty())
    return true;
  return llvm::any_of(Creations, [&](const CallExpr *C) {
    return mayOverlapStreamLife(C, workCallsOf(C), S, *Origins, PerThreadDefault);
  });
}

std::string StreamAnalysis::evidenceNote(const Expr *Evidence) const {
  if (const auto *Call = dyn_cast_or_null<CallExpr>(Evidence))
    if (const CudaApiInfo *Api = lookupCudaApi(Call); Api && Api->Family == ApiFamily::StreamCreate)
      return "a stream is created here";
  std::string Text = writtenTextOrMacroBody(Evidence, getASTContext());
  return Text.empty() ? "another stream is used here" : "stream '" + Text + "' is used here";
}

const Expr *StreamAnalysis::multiStreamEvidenceNear(const Stmt *S) const {
  const FunctionDecl *FD = Origins->enclosingFunction(S);
  if (!FD)
    return MultiStreamEvidence;
  for (const StreamSite &Site : sitesIn(FD)) {
    if (Site.Call == S || !Site.Arg || Site.omitted())
      continue;
    StreamValue V = classify(Site.Arg, /*AssumeCallersComplete=*/true);
    if (V.Kind == StreamKind::Created && llvm::is_contained(Creations, V.Creations.front()))
      return V.Creations.front();
  }
  const CallExpr *SameEntry = nullptr;
  llvm::SmallPtrSet<const FunctionDecl *, 4> Roots = Origins->liveCallerRoots(FD);
  for (const CallExpr *C : Creations) {
    const FunctionDecl *Where = Origins->enclosingFunction(C);
    if (Where && Where->getCanonicalDecl() == FD->getCanonicalDecl())
      return C;
    if (!SameEntry && Where &&
        llvm::any_of(Origins->liveCallerRoots(Where),
                     [&](const FunctionDecl *R) { return Roots.count(R) != 0; }))
      SameEntry = C;
  }
  return SameEntry ? SameEntry : MultiStreamEvidence;
}

} // namespace clang::tidy::cuda
