//===--- ErrorSurfacing.cpp - a later call that must report a dropped call's failure ----===//
#include "ErrorSurfacing.h"
#include "CudaApi.h"
#include "HandleLifetime.h"
#include "StmtWalk.h"
#include "ValueOrigins.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"

namespace clang::tidy::cuda {

void unconditionalCalls(const Stmt *S, llvm::SmallVectorImpl<const CallExpr *> &Out) {
  if (!S || isa<LambdaExpr>(S))
    return;
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    unconditionalCalls(If->getInit(), Out);
    unconditionalCalls(If->getConditionVariableDeclStmt(), Out);
    return unconditionalCalls(If->getCond(), Out);
  }
  if (const auto *Do = dyn_cast<DoStmt>(S)) {
    unconditionalCalls(Do->getBody(), Out);
    return unconditionalCalls(Do->getCond(), Out);
  }
  if (const auto *For = dyn_cast<ForStmt>(S)) {
    unconditionalCalls(For->getInit(), Out);
    return unconditionalCalls(For->getCond(), Out);
  }
  if (const auto *While = dyn_cast<WhileStmt>(S))
    return unconditionalCalls(While->getCond(), Out);
  if (isa<SwitchStmt, CXXForRangeStmt, CXXTryStmt>(S))
    return;
  if (const auto *Op = dyn_cast<BinaryOperator>(S); Op && Op->isLogicalOp())
    return unconditionalCalls(Op->getLHS(), Out);
  if (const auto *Cond = dyn_cast<AbstractConditionalOperator>(S))
    return unconditionalCalls(Cond->getCond(), Out);
  if (const auto *Call = dyn_cast<CallExpr>(S))
    Out.push_back(Call);
  for (const Stmt *Child : S->children())
    unconditionalCalls(Child, Out);
}

bool mayLeave(const Stmt *S) {
  return anyStmtUnder(S, [](const Stmt *X) {
    return isa<ReturnStmt, CXXThrowExpr, GotoStmt, BreakStmt, ContinueStmt>(X);
  });
}

bool failureSurfacesIn(const CallExpr *Dropped, const CallExpr *Checked, const ASTContext &Ctx) {
  const FunctionDecl *Callee = Dropped->getDirectCallee();
  StringRef Name = Callee && Callee->getIdentifier() ? canonicalApiName(Callee->getName()) : "";
  if (Name == "cuInit")
    return true;
  if (Name == "cudaSetDevice" && Dropped->getNumArgs() == 1)
    return constantValue(Dropped->getArg(0), Ctx) == uint64_t(0);
  const CudaApiInfo *Api = lookupCudaApi(Dropped);
  if (Api && Api->Family == ApiFamily::StreamSync)
    return true;
  if (!Api || (Api->Family != ApiFamily::StreamCreate && Api->Family != ApiFamily::EventCreate))
    return false;
  const ValueDecl *Handle =
      Api->DstArg >= 0 && static_cast<unsigned>(Api->DstArg) < Dropped->getNumArgs()
          ? createdHandleStorage(Dropped->getArg(Api->DstArg))
          : nullptr;
  return Handle && llvm::any_of(Checked->arguments(), [&](const Expr *Arg) {
           return ValueOrigins::storageOrPointer(Arg->IgnoreParenImpCasts()) == Handle;
         });
}

const CallExpr *checkedSyncInside(const CallExpr *Call) {
  const FunctionDecl *Def = nullptr;
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD || lookupCudaApi(FD) || !FD->hasBody(Def) || !Def)
    return nullptr;
  const Stmt *Body = Def->getBody();
  llvm::SmallVector<const CallExpr *, 8> Calls;
  unconditionalCalls(Body, Calls);
  // A call written as a statement of its own (or cast to void) drops its status.
  llvm::SmallPtrSet<const Stmt *, 8> Dropped;
  anyStmtUnder(Body, [&](const Stmt *S) {
    if (const auto *Block = dyn_cast<CompoundStmt>(S))
      for (const Stmt *Child : Block->body())
        if (const auto *E = dyn_cast<Expr>(Child)) {
          const Expr *In = E->IgnoreParenImpCasts();
          if (const auto *Cast = dyn_cast<CStyleCastExpr>(In);
              Cast && Cast->getCastKind() == CK_ToVoid)
            In = Cast->getSubExpr()->IgnoreParenImpCasts();
          if (const auto *Cleanups = dyn_cast<ExprWithCleanups>(In))
            In = Cleanups->getSubExpr()->IgnoreParenImpCasts();
          Dropped.insert(In);
        }
    return false;
  });
  for (const CallExpr *C : Calls) {
    const CudaApiInfo *Api = lookupCudaApi(C);
    if (Api && Api->Family == ApiFamily::StreamSync && !Dropped.count(C))
      return C;
  }
  return nullptr;
}

bool waitBeforeReset(const CallExpr *Dropped, const CallExpr *Next) {
  const CudaApiInfo *Api = lookupCudaApi(Dropped);
  const FunctionDecl *Callee = Next->getDirectCallee();
  StringRef Name = Callee && Callee->getIdentifier() ? canonicalApiName(Callee->getName()) : "";
  return Api && Api->Family == ApiFamily::StreamSync &&
         (Name == "cudaDeviceReset" || Name == "cuDevicePrimaryCtxReset");
}

} // namespace clang::tidy::cuda
