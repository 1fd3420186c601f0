//===--- TimedRegion.h - the part of a body a clock brackets ------------------------------===//
//
// A benchmark's experiment reads a clock before and after the work it measures; what it sets
// up before the first reading and tears down after the last is outside the measurement.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_TIMEDREGION_H
#define CUDALINT_CHECKS_ANALYSIS_TIMEDREGION_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include <optional>

namespace clang::tidy::cuda {

/// From the first clock reading in Body to the last (expansion locations), when there are at
/// least two. A clock reading: a call of a function named for a clock (`now`, `clock_gettime`,
/// `omp_get_wtime`, `cudaEventElapsedTime`), `cudaEventRecord` in a body that also calls
/// `cudaEventElapsedTime`, a call of a function whose own body reads a clock by name
/// (`timer.start()` calling `now()`), or of a method of a class named for a timer whose body
/// records an event (`KernelTimer::start`); not a timer's `getResult()`. Lambdas in Body are
/// not looked into.
std::optional<SourceRange> timedSpan(const Stmt *Body, const ASTContext &Ctx);

} // namespace clang::tidy::cuda

#endif
