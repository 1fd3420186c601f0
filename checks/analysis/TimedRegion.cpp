//===--- TimedRegion.cpp - the part of a body a clock brackets ----------------------------===//
#include "TimedRegion.h"
#include "CudaApi.h"
#include "StmtWalk.h"
#include "TimingNames.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

namespace clang::tidy::cuda {

namespace {

bool namedForClock(const FunctionDecl *FD) {
  return FD && FD->getIdentifier() && isTimingName(FD->getName());
}

/// Calls under S in no particular order, lambdas left out (a walk without recursion: a body
/// may nest thousands deep).
template <typename Fn> void forEachCall(const Stmt *S, Fn Visit) {
  llvm::SmallVector<const Stmt *, 64> Todo{S};
  while (!Todo.empty()) {
    const Stmt *Node = Todo.pop_back_val();
    if (!Node || isa<LambdaExpr>(Node))
      continue;
    if (const auto *CE = dyn_cast<CallExpr>(Node))
      Visit(CE);
    Todo.append(Node->child_begin(), Node->child_end());
  }
}

bool callsClockByName(const Stmt *Body) {
  return anyStmtUnder(Body, [](const Stmt *S) {
    const auto *CE = dyn_cast<CallExpr>(S);
    return CE && namedForClock(CE->getDirectCallee());
  });
}

bool isApi(const FunctionDecl *FD, llvm::StringRef Name) {
  const CudaApiInfo *I = lookupCudaApi(FD);
  return I && canonicalApiName(I->Name) == Name;
}

bool isEventRecord(const FunctionDecl *FD) {
  return isApi(FD, "cudaEventRecord") || isApi(FD, "cudaEventRecordWithFlags") ||
         isApi(FD, "cuEventRecord");
}

bool recordsEvents(const Stmt *Body) {
  return anyStmtUnder(Body, [](const Stmt *S) {
    const auto *CE = dyn_cast<CallExpr>(S);
    return CE && isEventRecord(CE->getDirectCallee());
  });
}

/// A method of a class named for a timer (`KernelTimer::start`).
bool namedForTimer(const FunctionDecl *FD) {
  const auto *M = dyn_cast<CXXMethodDecl>(FD);
  return M && M->getParent()->getIdentifier() &&
         M->getParent()->getName().lower().find("timer") != std::string::npos;
}

} // namespace

std::optional<SourceRange> timedSpan(const Stmt *Body, const ASTContext &Ctx) {
  if (!Body)
    return std::nullopt;
  bool TimesEvents = anyStmtUnder(Body, [](const Stmt *S) {
    const auto *CE = dyn_cast<CallExpr>(S);
    return CE && (isApi(CE->getDirectCallee(), "cudaEventElapsedTime") ||
                  isApi(CE->getDirectCallee(), "cuEventElapsedTime"));
  });
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation First, Last;
  unsigned Readings = 0;
  forEachCall(Body, [&](const CallExpr *CE) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD)
      return;
    bool Reads = namedForClock(FD);
    if (!Reads && TimesEvents)
      Reads = isEventRecord(FD);
    if (!Reads)
      if (const FunctionDecl *Def = FD->getDefinition(); Def && Def->hasBody())
        Reads = callsClockByName(Def->getBody()) ||
                (namedForTimer(FD) && recordsEvents(Def->getBody()));
    if (!Reads)
      return;
    SourceLocation At = SM.getExpansionLoc(CE->getBeginLoc());
    if (!First.isValid() || SM.isBeforeInTranslationUnit(At, First))
      First = At;
    if (!Last.isValid() || SM.isBeforeInTranslationUnit(Last, At))
      Last = At;
    ++Readings;
  });
  if (Readings < 2 || First == Last)
    return std::nullopt;
  return SourceRange(First, Last);
}

} // namespace clang::tidy::cuda
