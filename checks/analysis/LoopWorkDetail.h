//===--- LoopWorkDetail.h - helpers shared by the LoopWork sources ---------------------===//
//
// Internal to checks/analysis/LoopWork*.cpp, LoopBodyScan.cpp, LoopShape.cpp, LoopStatus.cpp,
// LoopSweep.cpp, AccessPath.cpp, HandlePaths.cpp and CopyDescription.cpp (valueRange).
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_LOOPWORKDETAIL_H
#define CUDALINT_CHECKS_ANALYSIS_LOOPWORKDETAIL_H

#include "ValueOrigins.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include <optional>
#include <utility>

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

/// The variable a for loop's init sets and the value it starts from: `int i = A`, `i = A`.
std::pair<const VarDecl *, const Expr *> forStart(const ForStmt *F);
/// The smallest and largest value E can have: a constant expression, or a local variable
/// every write of which that reaches E stores a constant (when Origins is given).
std::optional<std::pair<int64_t, int64_t>> valueRange(const Expr *E, const ASTContext &Ctx,
                                                      const ValueOrigins *Origins);

} // namespace clang::tidy::cuda::loopwork

#endif
