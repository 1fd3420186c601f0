//===--- LaunchConfiguration.h - what a launch's <<<...>>> allows -------------------------===//
//
// A kernel launch fails at launch time for its configuration: a grid or block out of the
// device's limits, more dynamic shared memory than it may use, more registers than a block of
// that size can get. A configuration written as constants small enough for none of that to
// happen on any CUDA GPU cannot fail that way.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_LAUNCHCONFIGURATION_H
#define CUDALINT_CHECKS_ANALYSIS_LAUNCHCONFIGURATION_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"

namespace clang::tidy::cuda {

/// True when K's grid and block are integer constants (each dimension at least 1; the grid
/// within every GPU's limits: x < 2^31, y and z <= 65535), the block has at most 256 threads
/// (65536 registers / 256 = 256 per thread: more than a thread can use, so no launch runs out),
/// and it asks for no dynamic shared memory (its static shared memory is bounded when it is
/// compiled). Such a configuration cannot make the launch fail.
bool hasConfigurationThatCannotFail(const CUDAKernelCallExpr *K, const ASTContext &Ctx);

} // namespace clang::tidy::cuda

#endif
