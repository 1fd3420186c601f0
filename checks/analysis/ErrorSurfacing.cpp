//===--- ErrorSurfacing.cpp - a later call that must report a dropped call's failure ----===//
#include "ErrorSurfacing.h"
#include "CudaApi.h"
#include "StmtWalk.h"
#include "ValueOrigins.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"

namespace clang::tidy::cuda {
namespace {

void collect(const Stmt *S, llvm::SmallVectorImpl<const CallExpr *> &Out) {
  if (!S || isa<LambdaExpr>(S))
    return;
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    collect(If->getInit(), Out);
    collect(If->getConditionVariableDeclStmt(), Out);
    return collect(If->getCond(), Out);
  }
  if (const auto *Do = dyn_cast<DoStmt>(S)) {
    collect(Do->getBody(), Out);
    return collect(Do->getCond(), Out);
  }
  if (const auto *For = dyn_cast<ForStmt>(S)) {
    collect(For->getInit(), Out);
    return collect(For->getCond(), Out);
  }
  if (const auto *While = dyn_cast<WhileStmt>(S))
    return collect(While->getCond(), Out);
  if (isa<SwitchStmt, CXXForRangeStmt, CXXTryStmt>(S))
    return;
  if (const auto *Op = dyn_cast<BinaryOperator>(S); Op && Op->isLogicalOp())
    return collect(Op->getLHS(), Out);
  if (const auto *Cond = dyn_cast<AbstractConditionalOperator>(S))
    return collect(Cond->getCond(), Out);
  if (const auto *Call = dyn_cast<CallExpr>(S))
    Out.push_back(Call);
  for (const Stmt *Child : S->children())
    collect(Child, Out);
}

/// The variable a creation writes its handle through (`&s`, `&s[i]`, `ev + i`), else null.
const ValueDecl *createdHandle(const CallExpr *Create, const CudaApiInfo &Api) {
  if (Api.DstArg < 0 || static_cast<unsigned>(Api.DstArg) >= Create->getNumArgs())
    return nullptr;
  const Expr *Out = Create->getArg(Api.DstArg)->IgnoreParenImpCasts();
  if (const auto *AddrOf = dyn_cast<UnaryOperator>(Out); AddrOf && AddrOf->getOpcode() == UO_AddrOf)
    return ValueOrigins::storageOrPointer(AddrOf->getSubExpr());
  if (const auto *Sum = dyn_cast<BinaryOperator>(Out); Sum && Sum->isAdditiveOp())
    return ValueOrigins::storageOf(Sum->getLHS()->IgnoreParenImpCasts());
  return ValueOrigins::storageOf(Out); // a pointer to where the handle goes
}

} // namespace

void unconditionalCalls(const Stmt *S, llvm::SmallVectorImpl<const CallExpr *> &Out) {
  collect(S, Out);
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
  const ValueDecl *Handle = createdHandle(Dropped, *Api);
  return Handle && llvm::any_of(Checked->arguments(), [&](const Expr *Arg) {
           return ValueOrigins::storageOrPointer(Arg->IgnoreParenImpCasts()) == Handle;
         });
}

} // namespace clang::tidy::cuda
