//===--- LoopStatus.cpp - which outcome of a CUDA call a branch runs on -------------------===//
#include "LoopWork.h"
#include "LoopWorkDetail.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::cuda {

bool isCudaStatusType(QualType T) {
  static const llvm::StringRef Names[] = {
      "cudaError_t",      "cudaError",      "CUresult",         "cudaError_enum",
      "cublasStatus_t",   "cufftResult",    "cufftResult_t",    "cusparseStatus_t",
      "cusolverStatus_t", "curandStatus_t", "curandStatus",     "ncclResult_t",
      "cudnnStatus_t",    "nvrtcResult",    "cutensorStatus_t", "nvjpegStatus_t"};
  for (unsigned Depth = 0; !T.isNull() && Depth < 16; ++Depth) {
    T = T.getNonReferenceType().getUnqualifiedType();
    if (const auto *TT = T->getAs<TypedefType>()) {
      if (llvm::is_contained(Names, TT->getDecl()->getName()))
        return true;
      T = TT->getDecl()->getUnderlyingType();
      continue;
    }
    if (const TagDecl *TD = T->getAsTagDecl())
      return TD->getIdentifier() && llvm::is_contained(Names, TD->getName());
    return false;
  }
  return false;
}

namespace loopwork {

namespace {

bool isStatusExpr(const Expr *E) {
  return E && !E->isTypeDependent() && isCudaStatusType(stripCasts(E)->getType());
}

bool isSuccessConstant(const Expr *E) {
  E = stripCasts(E);
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    if (const auto *EC = dyn_cast<EnumConstantDecl>(DRE->getDecl()))
      return EC->getName().ends_with_insensitive("success");
  if (const auto *Lit = dyn_cast<IntegerLiteral>(E))
    return Lit->getValue() == 0;
  return false;
}

bool isConstantOperand(const Expr *E) {
  E = stripCasts(E);
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return isa<EnumConstantDecl>(DRE->getDecl());
  return isa<IntegerLiteral>(E);
}

/// Conditions nested deeper than this (a chain of thousands of && or !) are not read.
constexpr unsigned MaxConditionDepth = 64;

} // namespace

Status flip(Status S) {
  if (S == Status::Success)
    return Status::Failure;
  if (S == Status::Failure)
    return Status::Success;
  return S;
}

/// The status of a branch nested in a branch with status Outer.
Status nest(Status Outer, Status Inner) {
  if (Outer == Status::Failure || Inner == Status::Failure)
    return Status::Failure;
  if (Outer == Status::Unknown || Inner == Status::Unknown)
    return Status::Unknown;
  if (Outer == Status::Success || Inner == Status::Success)
    return Status::Success;
  return Status::None;
}

bool containsStatusExpr(const Stmt *Root) {
  llvm::SmallVector<const Stmt *, 32> Work{Root}; // iterative: any nesting depth is safe
  while (!Work.empty()) {
    const Stmt *S = Work.pop_back_val();
    if (!S || isa<LambdaExpr>(S))
      continue;
    if (const auto *E = dyn_cast<Expr>(S); E && isStatusExpr(E))
      return true;
    Work.append(S->child_begin(), S->child_end());
  }
  return false;
}

Status statusOf(const Expr *Cond, unsigned Depth) {
  if (!Cond)
    return Status::None;
  if (Depth > MaxConditionDepth)
    return Status::Unknown;
  const Expr *E = Cond->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->getOpcode() == UO_LNot)
    return flip(statusOf(UO->getSubExpr(), Depth + 1));
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->isEqualityOp()) {
      const Expr *L = BO->getLHS(), *R = BO->getRHS();
      if (isStatusExpr(L) || isStatusExpr(R)) {
        const Expr *Other = isStatusExpr(L) ? R : L;
        bool Eq = BO->getOpcode() == BO_EQ;
        if (isSuccessConstant(Other))
          return Eq ? Status::Success : Status::Failure;
        if (Eq && isConstantOperand(Other))
          return Status::Failure; // compared with one error code
        return Status::Unknown;
      }
    }
    if (BO->getOpcode() == BO_LAnd || BO->getOpcode() == BO_LOr) {
      Status A = statusOf(BO->getLHS(), Depth + 1), B = statusOf(BO->getRHS(), Depth + 1);
      if (BO->getOpcode() == BO_LAnd)
        return nest(A, B);
      if (A == B)
        return A;
      return A == Status::None && B == Status::None ? Status::None : Status::Unknown;
    }
  }
  if (isStatusExpr(E))
    return Status::Failure; // a status converted to bool is true on error
  return containsStatusExpr(E) ? Status::Unknown : Status::None;
}

} // namespace loopwork
} // namespace clang::tidy::cuda
