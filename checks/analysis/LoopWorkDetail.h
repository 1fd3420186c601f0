//===--- LoopWorkDetail.h - helpers shared by the LoopWork sources ---------------------===//
//
// Internal to checks/analysis/LoopWork*.cpp, LoopShape.cpp, LoopStatus.cpp, AccessPath.cpp and
// HandlePaths.cpp.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_LOOPWORKDETAIL_H
#define CUDALINT_CHECKS_ANALYSIS_LOOPWORKDETAIL_H

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

namespace clang::tidy::cuda::loopwork {

/// E without parentheses, casts, temporaries and full-expression wrappers.
const Expr *stripCasts(const Expr *E);

/// Which outcome of a CUDA call a branch runs on.
enum class Status { None, Success, Failure, Unknown };

/// The opposite outcome (None and Unknown stay).
Status flip(Status S);
/// The status of a branch nested in a branch with status Outer.
Status nest(Status Outer, Status Inner);
/// On which outcome of a CUDA call condition Cond is true.
Status statusOf(const Expr *Cond, unsigned Depth = 0);
/// True when Root holds an expression of a CUDA status type (lambda bodies excluded).
bool containsStatusExpr(const Stmt *Root);

} // namespace clang::tidy::cuda::loopwork

#endif
