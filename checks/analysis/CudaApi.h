//===--- CudaApi.h - what cudalint knows about the CUDA APIs ------------------------------===//
//
// One table, shared by every check: for each runtime (cuda*) and driver (cu*) API function,
// which arguments are the copy's destination, source, kind and size, what the call does
// (copy, memset, allocate, free, create a stream or an event, ...), and whether it is
// asynchronous. The stream argument is found by its type (cudaStream_t / CUstream), so the
// table holds across overloads and CUDA versions.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_CUDAAPI_H
#define CUDALINT_CHECKS_ANALYSIS_CUDAAPI_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace clang::tidy::cuda {

enum class ApiFamily {
  Copy,         // cudaMemcpy*, cuMemcpy*
  Memset,       // cudaMemset*, cuMemsetD*
  Prefetch,     // cudaMemPrefetchAsync, cudaMemAdvise
  Launch,       // cudaLaunchKernel and friends
  EventRecord,  // cudaEventRecord*, cuEventRecord*
  EventCreate,  // cudaEventCreate*, cuEventCreate
  EventTiming,  // cudaEventElapsedTime*, cuEventElapsedTime*
  StreamCreate, // cudaStreamCreate*, cuStreamCreate*
  StreamWait,   // cudaStreamWaitEvent, cuStreamWaitEvent
  StreamSync,   // cudaStreamSynchronize, cudaDeviceSynchronize, ...
  CaptureBegin, // cudaStreamBeginCapture*, cuStreamBeginCapture*
  CaptureEnd,   // cudaStreamEndCapture, cuStreamEndCapture
  StreamDestroy,
  Alloc,        // device, managed or pinned allocation
  Free,         // its release
  HostRegister, // cudaHostRegister, cuMemHostRegister
  HostUnregister,
  AsyncAlloc, // cudaMallocAsync, cudaFreeAsync, ... (stream-ordered: the fix, not the problem)
  Handle,     // creates, instantiates, updates or destroys a graph, graph exec or memory pool
  Other,
};

/// Where a copy's operands live, when the API fixes it (cuMemcpyHtoD...), or that the
/// cudaMemcpyKind argument says so (cudaMemcpy*).
enum class CopyDirection {
  None,
  FromKindArg,
  HostToDevice,
  DeviceToHost,
  HostToHost,
  DeviceToDevice,
  Unknown
};

/// What an allocation function hands out.
enum class MemoryKind { None, Device, Pinned, Managed, Array };

struct CudaApiInfo {
  llvm::StringRef Name;
  ApiFamily Family;
  bool Async = false;     // takes a stream and returns before the work is done
  bool DriverApi = false; // cu* rather than cuda*
  int DstArg = -1;        // copy/memset destination, or allocation's out-pointer
  int SrcArg = -1;        // copy source
  int KindArg = -1;       // cudaMemcpyKind
  int SizeArg = -1;       // byte count, where it is one argument
  CopyDirection Direction = CopyDirection::None;
  MemoryKind Allocates = MemoryKind::None;
  int FlagsArg = -1; // creation flags (events, streams, host allocation)
  /// Runs on the legacy default stream although it takes no stream (cudaMemcpy, cudaMemset).
  bool ImplicitLegacyStream = false;
};

/// The entry for a function by name, or nullptr. The per-thread and versioned spellings the
/// headers map names to (_ptsz, _ptds, _v2, _v3) are folded onto the plain name.
const CudaApiInfo *lookupCudaApi(llvm::StringRef Name);

/// The entry for a declaration, or nullptr when it is not a CUDA API function (a
/// user function that only shares a name, inside a namespace or a class, is not one).
const CudaApiInfo *lookupCudaApi(const FunctionDecl *FD);

/// The entry for the function a call calls, or nullptr.
const CudaApiInfo *lookupCudaApi(const CallExpr *Call);

/// All entries (for tests and documentation).
llvm::ArrayRef<CudaApiInfo> allCudaApis();

/// cudaFreeAsync / cuMemFreeAsync: the frees of the stream-ordered allocation family.
bool isStreamOrderedFree(const CudaApiInfo &I);

/// True for a release: a call that frees, destroys or unregisters what an earlier call created
/// (the Free and StreamDestroy families, cudaHostUnregister, cudaFreeAsync, the handle table's
/// Destroy entries: cudaEventDestroy, cudaGraphDestroy, ...; and their driver forms).
bool isReleaseApi(const CudaApiInfo &I);

/// cudaGraphLaunch / cuGraphLaunch: runs a graph's work (a stream capture only records it).
bool isGraphLaunch(const CudaApiInfo &I);

/// True for cudaStream_t and CUstream (and const or sugared forms of them).
bool isStreamType(QualType T);
/// True for a parameter that takes a stream: by value or by const reference
/// (`cudaStream_t const &`). A reference to a non-const stream is an out-parameter.
bool isStreamParameterType(QualType T);
/// True for cudaEvent_t and CUevent.
bool isEventType(QualType T);

/// The index of FD's stream parameter, if it has one.
std::optional<unsigned> streamParamIndex(const FunctionDecl *FD);

/// E's value when it is an integer constant expression (a size, a flag, a kind), else nullopt.
std::optional<uint64_t> constantValue(const Expr *E, const ASTContext &Ctx);

/// The argument Call passes for P, a parameter of the function it calls; null for an
/// overloaded operator's call (its arguments count the object) or a missing argument.
const Expr *argumentFor(const ParmVarDecl *P, const CallExpr *Call);

/// The constant value of Call's argument Index (-1 or out of range: nullopt).
std::optional<uint64_t> constantArgument(const CallExpr *Call, int Index, const ASTContext &Ctx);

/// The name with per-thread/version suffixes removed ("cudaMemcpyAsync_ptsz" ->
/// "cudaMemcpyAsync").
llvm::StringRef canonicalApiName(llvm::StringRef Name);

/// True for cudaError_t and CUresult (the enums cudaError and cudaError_enum, and sugared forms).
bool isCudaErrorType(QualType T);

/// True when FD is a runtime (cuda*) or driver (cu*) API function at global scope that returns
/// cudaError_t or CUresult: every such function, whether or not the table above lists it.
bool returnsCudaError(const FunctionDecl *FD);

/// Flag and handle values of the CUDA headers (driver_types.h and cuda.h agree on each).
/// cudaEventDisableTiming / CU_EVENT_DISABLE_TIMING.
constexpr uint64_t EventDisableTimingFlag = 0x02;
/// cudaStreamNonBlocking / CU_STREAM_NON_BLOCKING.
constexpr uint64_t StreamNonBlockingFlag = 0x1;
/// cudaStreamLegacy / CU_STREAM_LEGACY and cudaStreamPerThread / CU_STREAM_PER_THREAD.
constexpr uint64_t LegacyStreamHandle = 0x1;
constexpr uint64_t PerThreadStreamHandle = 0x2;

/// The configuration call of a kernel launch (__cudaPushCallConfiguration, cudaConfigureCall),
/// not work of its own.
bool isLaunchConfiguration(const FunctionDecl *FD);

/// True for code that runs on the host: neither a kernel nor device-only (`__host__
/// __device__` and unannotated functions are host code).
bool isHostFunction(const FunctionDecl *FD);
/// True for host-only code: neither a kernel nor `__device__` (`__host__ __device__` is not).
bool isHostOnlyFunction(const FunctionDecl *FD);

/// The handles an application creates and must destroy.
enum class HandleKind { Stream, Event, Graph, GraphExec, MemPool };
/// What a call does to the handle in its argument Arg.
enum class HandleOp {
  Create,  // writes a new handle through the pointer Arg
  Destroy, // releases the handle Arg
  Update,  // changes the executable graph Arg in place (cudaGraphExecUpdate)
};

/// Which handle a runtime or driver API function creates, destroys or updates.
struct HandleApiInfo {
  llvm::StringRef Name;
  HandleKind Kind;
  HandleOp Op;
  int Arg;
  bool DriverApi = false;
};

/// The handle entry of the function a call calls (the same name folding and global-scope test
/// as lookupCudaApi), or nullptr.
const HandleApiInfo *lookupHandleApi(const CallExpr *Call);
/// All handle entries (for tests and documentation).
llvm::ArrayRef<HandleApiInfo> allHandleApis();
/// "stream", "event", "graph", "executable graph", "memory pool".
llvm::StringRef handleKindName(HandleKind K);
/// The function that releases a handle of kind K (cudaStreamDestroy, cuGraphExecDestroy, ...).
llvm::StringRef destroyFunctionFor(HandleKind K, bool DriverApi);

} // namespace clang::tidy::cuda

#endif
