//===--- StreamReach.cpp - work that runs apart from every stream -------------------------===//
//
// StreamAnalysis::runsApartFromStreams (issue 15): work in a function that reaches no stream,
// run from entry points that reach none or before the first code that does, is not
// multi-stream work (docs/checks/cuda/missing-stream.md).
//
//===--------------------------------------------------------------------------------------===//
#include "CudaApi.h"
#include "DiagnosticLocation.h"
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
  bool Reaches = StreamFunctions.count(F) || llvm::any_of(StreamFunctions, [&](const auto *G) {
                   return mayCall(F, G);
                 });
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

bool StreamAnalysis::runsApartFromStreams(const Stmt *S) const {
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

} // namespace clang::tidy::cuda
