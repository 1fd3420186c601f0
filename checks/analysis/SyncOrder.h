//===--- SyncOrder.h - work that a device-wide synchronization keeps apart ----------------===//
//
// Shared by the stream checks (issue 15): legacy-stream work that a cudaDeviceSynchronize
// separates from a stream's work cannot run while that work is in flight, and a launch whose
// next CUDA work is a cudaDeviceSynchronize overlaps nothing. Decided in source order within
// one function, with no loop around one side only.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_SYNCORDER_H
#define CUDALINT_CHECKS_ANALYSIS_SYNCORDER_H

#include "ValueOrigins.h"
#include "llvm/ADT/ArrayRef.h"

namespace clang::tidy::cuda {

/// cudaDeviceSynchronize, cudaThreadSynchronize, cuCtxSynchronize.
bool isDeviceWideSync(const Stmt *S);

/// True when Legacy runs, as seen from one function, entirely before or entirely after the
/// calls in Work, with a device-wide synchronization between, and no loop holds both sides.
/// Each side is taken where the common function sees it: the statement itself, or the calls
/// of its function when they all lie in the other side's function.
bool separatedByDeviceSync(const Stmt *Legacy, llvm::ArrayRef<const Stmt *> Work,
                           const ValueOrigins &VO, const SourceManager &SM);

/// True when the first CUDA API call or kernel launch after S in its function is a
/// device-wide synchronization inside every loop around S: S's work overlaps nothing.
bool nextWorkIsDeviceSync(const Stmt *S, const ValueOrigins &VO, const SourceManager &SM);

} // namespace clang::tidy::cuda

#endif // CUDALINT_CHECKS_ANALYSIS_SYNCORDER_H
