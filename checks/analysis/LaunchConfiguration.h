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
#include <cstdint>
#include <optional>

namespace clang::tidy::cuda {

/// True when K's grid and block are integer constants (each dimension at least 1; the grid
/// within every GPU's limits: x < 2^31, y and z <= 65535), the block has at most 256 threads
/// (65536 registers / 256 = 256 per thread: more than a thread can use, so no launch runs out),
/// and it asks for no dynamic shared memory (its static shared memory is bounded when it is
/// compiled). Such a configuration cannot make the launch fail.
bool hasConfigurationThatCannotFail(const CUDAKernelCallExpr *K, const ASTContext &Ctx);

class ValueOrigins;

/// The largest value E can have, when the code bounds it: a constant; `std::min(a, b)` (or
/// any `min`) with one side bounded; `c ? a : b` with both; a local variable or parameter every
/// write of which is bounded (and none a compound assignment, increment or write through a
/// member); a non-type template parameter of a function template, over the instantiations of
/// this unit. nullopt when unknown.
std::optional<uint64_t> upperBound(const Expr *E, const ValueOrigins &VO, const ASTContext &Ctx);

/// True when K's block size and dynamic shared memory are bounded within every GPU's limits:
/// at most 1024 threads per block (each dimension at least 1), at most 48 KiB of dynamic
/// shared memory (the default limit; more needs cudaFuncSetAttribute). Its grid may be
/// computed. What can still make such a launch fail is a kernel that needs more registers
/// than a block of that size can get (launch bounds prevent it) or a build for another GPU.
bool hasBoundedConfiguration(const CUDAKernelCallExpr *K, const ValueOrigins &VO,
                             const ASTContext &Ctx);

} // namespace clang::tidy::cuda

#endif
