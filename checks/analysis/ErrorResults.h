//===--- ErrorResults.h - CUDA status results and where they go --------------------------===//
//
// cuda-unchecked-error's vocabulary (issue 17): which calls return a cudaError_t / CUresult,
// which read the last error, which conditions test a status, which branches a run-time
// debugging switch turns on.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_ERRORRESULTS_H
#define CUDALINT_CHECKS_ANALYSIS_ERRORRESULTS_H

#include "clang/AST/Expr.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace clang::tidy::cuda {

/// The API function a call calls when it returns cudaError_t / CUresult (also an unresolved
/// call in a template whose every candidate does), else nullopt; Driver: CUresult. A function
/// given a status (`cudaCheckError(status, file, line)`, cuGetErrorName) reports or labels
/// that status: not a call whose own failure is new (nullopt).
std::optional<std::string> errorApiName(const CallExpr *Call, bool &Driver);

/// cudaGetLastError or cudaPeekAtLastError.
bool isLastErrorRead(llvm::StringRef Name);

/// True when a function's name says it checks CUDA errors: it holds "err" and "check" or
/// "cuda", in any case (CheckCudaErroor, cudaCheckError, check_cuda_error, checkErr).
bool namedAsErrorCheck(llvm::StringRef Name);

/// E without parentheses, implicit casts, full-expression and temporary-binding wrappers.
const Expr *stripFull(const Expr *E);

/// True when the expression mentions a cudaError_t / CUresult value (the condition of an
/// error branch); lambdas are not entered.
bool mentionsError(const Stmt *S);

/// True when S reads the environment: a getenv call, or a variable initialized from one
/// (`static char *level = std::getenv("X_DEBUG"); if (level) ...`): a debugging aid the user
/// opts into at run time.
bool readsEnvironment(const Stmt *S, unsigned Depth = 0);

/// True for the calls of an event timer: creating, recording, waiting for, querying, timing
/// and destroying events (runtime or driver API).
bool isEventTimingApi(llvm::StringRef Name);

/// A device count queried into a local that holds a constant before the call
/// (`int n = 0; cudaGetDeviceCount(&n);`): a failed query leaves that default, which the code
/// handles as it handles that many devices (held-out round 29, netsyslab/Totem@05958ac
/// src/totem/totem_util.cu:19,41, judged not worth acting on).
bool countsIntoDefault(const Stmt *At, const ASTContext &Ctx);

/// A device query (properties, attributes, versions, memory info) into locals of \p Fn that
/// \p Fn only prints (printf-family arguments, the right side of `<<` on an output stream):
/// a failed query prints garbage once, no result depends on it (held-out round 35,
/// NVIDIA-AI-IOT/CUDA-PointPillars@ce7e2bd src/main.cpp:37, a start-up printout judged not
/// worth acting on).
bool queriesOnlyForPrinting(const Stmt *At, const FunctionDecl *Fn);

/// The assignment `p = ...;` by which \p FD's body replaces its by-value parameter number
/// \p Param before anything reads it (a top-level statement of the body; the statements before
/// it do not name the parameter): whatever status a caller passes is lost (held-out round 31,
/// cholla-hydro/cholla@8478c9e src/utils/gpu.hpp:139, `code = cudaDeviceSynchronize();` in an
/// error-checking helper). Null otherwise, and for a body that is not visible or is in a
/// system header.
const BinaryOperator *overwritesBeforeReading(const FunctionDecl *FD, unsigned Param);

} // namespace clang::tidy::cuda

#endif // CUDALINT_CHECKS_ANALYSIS_ERRORRESULTS_H
