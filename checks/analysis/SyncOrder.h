//===--- SyncOrder.h - work that a device-wide synchronization keeps apart ----------------===//
//
// Shared by the stream checks (issue 15): legacy-stream work that a cudaDeviceSynchronize
// separates from a stream's work cannot run while that work is in flight, and a launch whose
// next CUDA work is a cudaDeviceSynchronize overlaps nothing, and a stream synchronized and
// destroyed in the function that created it overlaps nothing outside that function. Decided
// in source order within one function, with no loop around one side only.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_SYNCORDER_H
#define CUDALINT_CHECKS_ANALYSIS_SYNCORDER_H

#include "ValueOrigins.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace clang::tidy::cuda {

/// cudaDeviceSynchronize, cudaThreadSynchronize, cuCtxSynchronize, and a call of a function
/// that only waits for the device (waitsForDeviceOnly).
bool isDeviceWideSync(const Stmt *S);

/// True when FD, a small function of the project (not virtual) whose body this file holds,
/// waits for the whole device each time it runs and does nothing else on the device: a
/// device-wide synchronization that no return, goto or throw can skip, besides only error
/// queries (cudaGetLastError, cudaGetErrorString) and calls that enqueue no work (printing,
/// exit, a checking function). `void sync() { CHECK(cudaDeviceSynchronize()); }`.
bool waitsForDeviceOnly(const FunctionDecl *FD, const SourceManager &SM);

/// True when Legacy runs, as seen from one function, entirely before or entirely after the
/// calls in Work, with a device-wide synchronization (or a synchronous device-to-host copy on
/// the legacy stream, which waits for blocking streams too) between, and no loop holds both
/// sides.
/// That function is the first of: a function of the work, Legacy's, the caller of Legacy's,
/// that holds every piece of both sides, each as the statement itself or as the calls of its
/// function when they all lie there. With all of the work in one function the wait counts in
/// source order; seen through calls it must run on every path. After the work, a
/// cudaStreamSynchronize of Stream (the work's stream storage, when given; an array's
/// elements in a loop) separates too.
bool separatedByDeviceSync(const Stmt *Legacy, llvm::ArrayRef<const Stmt *> Work,
                           const ValueOrigins &VO, const SourceManager &SM,
                           const ValueDecl *Stream = nullptr);

/// True when Legacy and the calls in Work never run at the same time in any entry point that
/// reaches both (there must be one): in each, every call leading to Legacy and every call
/// leading to a piece of Work are in the two branches of one if/else (or ?:), or a device-wide
/// synchronization that runs on every path between them separates them (after Legacy, Legacy
/// itself may be the wait: a synchronous device-to-host copy; before the work, a synchronous
/// host-to-device copy waits for Legacy too, also at the start of the function the work is
/// reached through); no loop holds both. When both are reached through one call made outside
/// any loop, the question is decided inside its callee (up to four calls deep).
bool keptApartInEveryEntry(const Stmt *Legacy, llvm::ArrayRef<const Stmt *> Work,
                           const ValueOrigins &VO, const SourceManager &SM);

/// True when the first CUDA API call or kernel launch after S in its function (allocations,
/// stream and event creations, a stream's destruction, which enqueue nothing, skipped) is a
/// device-wide synchronization or a synchronous copy between host and device on the legacy
/// stream, inside every loop around S: S's work overlaps nothing (a sequential baseline,
/// set-up). Kernel launches on the legacy stream in the same loops as S may come between: a
/// run of them that the wait ends overlaps nothing either.
/// With IfWaits, a call of a function another unit defines (isProjectExternal) on the way may
/// be that wait: when nothing else is, the answer is true if it waits for the device, and the
/// first such call's callee is added to IfWaits (for the project index to decide).
bool nextWorkIsDeviceSync(const Stmt *S, const ValueOrigins &VO, const SourceManager &SM,
                          llvm::SmallVectorImpl<const FunctionDecl *> *IfWaits = nullptr);

/// True when no device work can be in flight when S is issued, as its function shows: the last
/// CUDA API call or kernel launch before S (allocations, creations and a stream's destruction
/// skipped) is a device-wide synchronization inside every loop around S (a loop around it
/// alone ends with it, its body's last CUDA work); or S is in `main`, outside any loop, with
/// nothing before it. In both cases no call that may enqueue work comes between (a CUDA library
/// call other than a handle's set-up or tear-down; a function of the project that launches,
/// calls CUDA work or a library, or calls what the file does not show).
bool nothingInFlightAt(const Stmt *S, const ValueOrigins &VO, const SourceManager &SM);

/// True when no work of a stream other than the legacy default stream can be in flight when
/// S is issued, as the program shows: set-up before the streams' first work. In S's function,
/// every CUDA call that may run before S (earlier in the function, or anywhere in a loop around
/// S that is not a loop over devices, OverDevices; since the last device-wide synchronization
/// when one comes before S) enqueues nothing, or only on the legacy stream (OnLegacyStream), and
/// neither does a function of the project called there (up to four calls down; one this file
/// does not define may); then the same holds at
/// every call site of the function, up to `main` (Depth functions up). A function other than
/// `main` that nothing here calls, or whose address is taken, is not known: false.
bool noStreamWorkInFlightAt(const Stmt *S, const ValueOrigins &VO, const SourceManager &SM,
                            llvm::function_ref<bool(const Stmt *)> OnLegacyStream,
                            llvm::function_ref<bool(const Stmt *)> OverDevices,
                            unsigned Depth = 6);

/// Where a stream's work can be in flight, when that is confined to windows of functions.
/// (a) Its whole life: Create writes a local variable of a function (outside any loop), all of
/// its Work is in that function, and after the last of it, outside any loop, the function
/// synchronizes the stream (End) and then destroys it. Synchronizes: cudaStreamSynchronize of
/// it, a device-wide synchronization, or, with LegacyCopiesWait (a blocking stream under the
/// legacy default stream), a synchronous device-to-host cudaMemcpy. A local array of streams
/// may be created in one loop, and synchronized and destroyed in loops of their own after the
/// last work. The throw-away streams of an initialization or reference function.
/// (b) With WorkWindows, else its work, wherever the stream was created: each function that
/// issues some of it (itself, or through helpers of the project that only it calls, up to two
/// calls down) waits for the device (a device-wide synchronization) after the last of it
/// whenever that runs (in its loop, or in a loop over the devices that takes the wait to each);
/// a window runs from its first work to that wait. The member streams of a multi-GPU class whose
/// compute step ends with a wait for every GPU (held-out round 23, brucefan1983/GPUMD@d98135d
/// src/force/nep_multigpu.cu:1757). Only for a blocking stream and a question about overlap:
/// work issued before a window is no legacy work beside it, but the window's first work still
/// waits for it (what cuda-default-stream's "relies on" is about), and beside a non-blocking
/// stream it would race.
struct StreamLifetime {
  struct Window {
    const FunctionDecl *Function = nullptr;
    const Stmt *Begin = nullptr; // the creation, or the window's first work
    const Stmt *End = nullptr;
  };
  llvm::SmallVector<Window, 2> Windows; // empty: not confined (or not seen)

  /// True when S may run while the stream's work is in flight: without windows, always; else
  /// in a window: S in its function after Begin (with no loop around both) and before End (or
  /// in a loop), or in a function the window's function calls.
  bool mayOverlap(const Stmt *S, const ValueOrigins &VO, const SourceManager &SM) const;
};
StreamLifetime streamLifetime(const CallExpr *Create, unsigned DstArg,
                              llvm::ArrayRef<const Stmt *> Work, const ValueOrigins &VO,
                              const SourceManager &SM, bool LegacyCopiesWait,
                              bool WorkWindows = false);

/// True when S is issued, in the function F that creates a stream into its own local storage
/// (Create, writing through argument DstArg: a local stream, array or pointer to streams),
/// before that creation, with no loop around both, and F waits for the device after the last
/// of the stream's Work, whenever that runs (in its loop, or in a loop over the devices that
/// takes the wait to each):
/// the stream does not exist yet, and an earlier call's are done, so none of their work can
/// be in flight (set-up, such as zeroing the buffers the stream's work will fill).
bool issuedBeforeCreation(const Stmt *S, const CallExpr *Create, unsigned DstArg,
                          llvm::ArrayRef<const Stmt *> Work, const ValueOrigins &VO,
                          const SourceManager &SM);

/// True when F may call G, directly or through functions defined in the translation unit, up to
/// Depth calls deep; an indirect call, or a chain deeper than that, may. Functions of system
/// headers (the C++ library, the toolkit) are taken not to call the project back.
bool mayCall(const FunctionDecl *F, const FunctionDecl *G, unsigned Depth = 8);

} // namespace clang::tidy::cuda

#endif // CUDALINT_CHECKS_ANALYSIS_SYNCORDER_H
