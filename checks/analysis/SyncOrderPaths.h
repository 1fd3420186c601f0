//===--- SyncOrderPaths.h - where work and waits run within one function ------------------===//
//
// Internal to the SyncOrder.h rules (SyncOrder.cpp, StreamInFlight.cpp): the statement-level
// facts they are built from. Which calls are CUDA work and which wait for what; which
// statements run whenever others do; which loops hold both sides.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_SYNCORDERPATHS_H
#define CUDALINT_CHECKS_ANALYSIS_SYNCORDERPATHS_H

#include "CudaApi.h"
#include "ValueOrigins.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"

namespace clang::tidy::cuda::syncorder {

/// Every CUDA API call and kernel launch in Body, in no particular order, and the calls of
/// functions that only wait for the device (waitsForDeviceOnly).
void cudaWork(const Stmt *Body, llvm::SmallVectorImpl<const Stmt *> &Out);

/// A synchronous device-to-host copy on the legacy default stream: it waits for the earlier
/// work of every blocking stream.
bool waitsForBlockingStreams(const Stmt *S, const ASTContext &Ctx);

/// A wait for all earlier work: a device-wide synchronization or waitsForBlockingStreams.
bool waitsForLegacyWork(const Stmt *S, const ASTContext &Ctx);

/// True when every loop of Loops is one of Around.
bool insideEvery(llvm::ArrayRef<const Stmt *> Loops, llvm::ArrayRef<const Stmt *> Around);

/// True when a call of FD may enqueue device work (SyncOrder.cpp says how); IsWork decides for
/// the CUDA calls found on the way. Seen holds the functions already looked into.
bool mayEnqueueWork(const FunctionDecl *FD, const SourceManager &SM, unsigned Depth,
                    llvm::SmallPtrSetImpl<const FunctionDecl *> &Seen,
                    llvm::function_ref<bool(const CallExpr *)> IsWork = nullptr);

/// True when one loop holds both A and B.
bool shareLoop(const Stmt *A, const Stmt *B, const ValueOrigins &VO);

/// True when Call is a CUDA API call of Family whose first argument is the variable V.
bool callOnStream(const Stmt *Call, ApiFamily Family, const VarDecl *V);

/// True when S runs whenever both From and To do (SyncOrder.cpp says which branches and
/// loops do not count).
bool runsWithBoth(const Stmt *S, const Stmt *From, const Stmt *To, const ValueOrigins &VO);

/// The statements of Entry through which S runs: S itself in Entry, else the calls of Entry
/// that may lead to S's function.
llvm::SmallVector<const Stmt *, 4> reachedThrough(const Stmt *S, const FunctionDecl *Entry,
                                                  const ValueOrigins &VO);

/// True when Body, a loop's body, holds a `continue` of that loop.
bool continuesLoop(const Stmt *Body);

/// True when Loop runs over the devices and takes S to each (`cudaSetDevice(dev)` first).
bool perDeviceStep(const Stmt *Loop, const Stmt *S, const SourceManager &SM);

} // namespace clang::tidy::cuda::syncorder

#endif // CUDALINT_CHECKS_ANALYSIS_SYNCORDERPATHS_H
