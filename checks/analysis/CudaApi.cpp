//===--- CudaApi.cpp - the CUDA API table -------------------------------------------------===//
#include "CudaApi.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/StringMap.h"

namespace clang::tidy::cuda {
namespace {

using F = ApiFamily;
using D = CopyDirection;
using M = MemoryKind;

CudaApiInfo copy(llvm::StringRef Name, bool Async, int Dst, int Src, int Size, int Kind,
                 D Dir = D::FromKindArg, bool Driver = false) {
  CudaApiInfo I{Name, F::Copy};
  I.Async = Async;
  I.DriverApi = Driver;
  I.DstArg = Dst;
  I.SrcArg = Src;
  I.SizeArg = Size;
  I.KindArg = Kind;
  I.Direction = Dir;
  I.ImplicitLegacyStream = !Async;
  return I;
}
CudaApiInfo driverCopy(llvm::StringRef Name, bool Async, int Dst, int Src, int Size, D Dir) {
  return copy(Name, Async, Dst, Src, Size, -1, Dir, /*Driver=*/true);
}
CudaApiInfo memset(llvm::StringRef Name, bool Async, int Size, bool Driver = false) {
  CudaApiInfo I{Name, F::Memset};
  I.Async = Async;
  I.DriverApi = Driver;
  I.DstArg = 0;
  I.SizeArg = Size;
  I.ImplicitLegacyStream = !Async;
  return I;
}
CudaApiInfo alloc(llvm::StringRef Name, M Kind, int Size, int Flags = -1, bool Driver = false) {
  CudaApiInfo I{Name, F::Alloc};
  I.DriverApi = Driver;
  I.DstArg = 0;
  I.SizeArg = Size;
  I.Allocates = Kind;
  I.FlagsArg = Flags;
  return I;
}
CudaApiInfo plain(llvm::StringRef Name, F Family, bool Async = false, bool Driver = false,
                  int Dst = -1, int Flags = -1, int Size = -1) {
  CudaApiInfo I{Name, Family};
  I.Async = Async;
  I.DriverApi = Driver;
  I.DstArg = Dst;
  I.FlagsArg = Flags;
  I.SizeArg = Size;
  return I;
}

const CudaApiInfo Table[] = {
    // Runtime API: copies.  copy(name, async, dst, src, size, kind)
    copy("cudaMemcpy", false, 0, 1, 2, 3),
    copy("cudaMemcpyAsync", true, 0, 1, 2, 3),
    copy("cudaMemcpy2D", false, 0, 2, -1, 6),
    copy("cudaMemcpy2DAsync", true, 0, 2, -1, 6),
    copy("cudaMemcpy3D", false, -1, -1, -1, -1, D::Unknown),
    copy("cudaMemcpy3DAsync", true, -1, -1, -1, -1, D::Unknown),
    copy("cudaMemcpy3DPeer", false, -1, -1, -1, -1, D::DeviceToDevice),
    copy("cudaMemcpy3DPeerAsync", true, -1, -1, -1, -1, D::DeviceToDevice),
    copy("cudaMemcpyToSymbol", false, 0, 1, 2, 4),
    copy("cudaMemcpyToSymbolAsync", true, 0, 1, 2, 4),
    copy("cudaMemcpyFromSymbol", false, 0, 1, 2, 4),
    copy("cudaMemcpyFromSymbolAsync", true, 0, 1, 2, 4),
    copy("cudaMemcpyPeer", false, 0, 2, 4, -1, D::DeviceToDevice),
    copy("cudaMemcpyPeerAsync", true, 0, 2, 4, -1, D::DeviceToDevice),
    copy("cudaMemcpy2DToArray", false, 0, 3, -1, 7),
    copy("cudaMemcpy2DToArrayAsync", true, 0, 3, -1, 7),
    copy("cudaMemcpy2DFromArray", false, 0, 2, -1, 7),
    copy("cudaMemcpy2DFromArrayAsync", true, 0, 2, -1, 7),
    copy("cudaMemcpyToArray", false, 0, 3, 4, 5),
    copy("cudaMemcpyToArrayAsync", true, 0, 3, 4, 5),
    copy("cudaMemcpyFromArray", false, 0, 1, 4, 5),
    copy("cudaMemcpyFromArrayAsync", true, 0, 1, 4, 5),
    // Runtime API: memsets and prefetch.
    memset("cudaMemset", false, 2),
    memset("cudaMemsetAsync", true, 2),
    memset("cudaMemset2D", false, -1),
    memset("cudaMemset2DAsync", true, -1),
    memset("cudaMemset3D", false, -1),
    memset("cudaMemset3DAsync", true, -1),
    plain("cudaMemPrefetchAsync", F::Prefetch, true, false, 0, -1, 1),
    plain("cudaMemPrefetchBatchAsync", F::Prefetch, true),
    plain("cudaStreamAttachMemAsync", F::Prefetch, true),
    // Runtime API: launches.
    plain("cudaLaunchKernel", F::Launch, true),
    plain("cudaLaunchCooperativeKernel", F::Launch, true),
    plain("cudaLaunchKernelExC", F::Launch, true),
    plain("cudaLaunchHostFunc", F::Launch, true),
    plain("cudaGraphLaunch", F::Launch, true),
    // Runtime API: events and streams.
    plain("cudaEventCreate", F::EventCreate, false, false, 0, 1),
    plain("cudaEventCreateWithFlags", F::EventCreate, false, false, 0, 1),
    plain("cudaEventRecord", F::EventRecord, true),
    plain("cudaEventRecordWithFlags", F::EventRecord, true),
    plain("cudaEventElapsedTime", F::EventTiming),
    plain("cudaEventSynchronize", F::StreamSync),
    plain("cudaStreamCreate", F::StreamCreate, false, false, 0),
    plain("cudaStreamCreateWithFlags", F::StreamCreate, false, false, 0, 1),
    plain("cudaStreamCreateWithPriority", F::StreamCreate, false, false, 0, 1),
    plain("cudaStreamWaitEvent", F::StreamWait, true),
    plain("cudaStreamBeginCapture", F::CaptureBegin),
    plain("cudaStreamBeginCaptureToGraph", F::CaptureBegin),
    plain("cudaStreamEndCapture", F::CaptureEnd),
    plain("cudaStreamDestroy", F::StreamDestroy),
    plain("cudaStreamSynchronize", F::StreamSync),
    plain("cudaStreamQuery", F::Other),
    plain("cudaDeviceSynchronize", F::StreamSync),
    // Runtime API: allocation.  alloc(name, kind, size, flags)
    alloc("cudaMalloc", M::Device, 1),
    alloc("cudaMallocPitch", M::Device, -1),
    alloc("cudaMalloc3D", M::Device, -1),
    alloc("cudaMallocArray", M::Array, -1, 4),
    alloc("cudaMalloc3DArray", M::Array, -1, 3),
    alloc("cudaMallocMipmappedArray", M::Array, -1, 4),
    alloc("cudaMallocManaged", M::Managed, 1, 2),
    alloc("cudaMallocHost", M::Pinned, 1, 2),
    alloc("cudaHostAlloc", M::Pinned, 1, 2),
    plain("cudaFree", F::Free, false, false, 0),
    plain("cudaFreeArray", F::Free, false, false, 0),
    plain("cudaFreeMipmappedArray", F::Free, false, false, 0),
    plain("cudaFreeHost", F::Free, false, false, 0),
    plain("cudaHostRegister", F::HostRegister, false, false, 0, 2, 1),
    plain("cudaHostUnregister", F::HostUnregister, false, false, 0),
    plain("cudaMallocAsync", F::AsyncAlloc, true, false, 0, -1, 1),
    plain("cudaMallocFromPoolAsync", F::AsyncAlloc, true, false, 0, -1, 1),
    plain("cudaFreeAsync", F::AsyncAlloc, true, false, 0),

    // Driver API: copies.  driverCopy(name, async, dst, src, size, direction)
    driverCopy("cuMemcpy", false, 0, 1, 2, D::Unknown),
    driverCopy("cuMemcpyAsync", true, 0, 1, 2, D::Unknown),
    driverCopy("cuMemcpyHtoD", false, 0, 1, 2, D::HostToDevice),
    driverCopy("cuMemcpyHtoDAsync", true, 0, 1, 2, D::HostToDevice),
    driverCopy("cuMemcpyDtoH", false, 0, 1, 2, D::DeviceToHost),
    driverCopy("cuMemcpyDtoHAsync", true, 0, 1, 2, D::DeviceToHost),
    driverCopy("cuMemcpyDtoD", false, 0, 1, 2, D::DeviceToDevice),
    driverCopy("cuMemcpyDtoDAsync", true, 0, 1, 2, D::DeviceToDevice),
    driverCopy("cuMemcpyHtoA", false, 0, 2, 3, D::HostToDevice),
    driverCopy("cuMemcpyHtoAAsync", true, 0, 2, 3, D::HostToDevice),
    driverCopy("cuMemcpyAtoH", false, 0, 1, 3, D::DeviceToHost),
    driverCopy("cuMemcpyAtoHAsync", true, 0, 1, 3, D::DeviceToHost),
    driverCopy("cuMemcpy2D", false, -1, -1, -1, D::Unknown),
    driverCopy("cuMemcpy2DAsync", true, -1, -1, -1, D::Unknown),
    driverCopy("cuMemcpy2DUnaligned", false, -1, -1, -1, D::Unknown),
    driverCopy("cuMemcpy3D", false, -1, -1, -1, D::Unknown),
    driverCopy("cuMemcpy3DAsync", true, -1, -1, -1, D::Unknown),
    driverCopy("cuMemcpyPeer", false, 0, 2, 4, D::DeviceToDevice),
    driverCopy("cuMemcpyPeerAsync", true, 0, 2, 4, D::DeviceToDevice),
    // Driver API: memsets and prefetch.
    memset("cuMemsetD8", false, -1, true),
    memset("cuMemsetD16", false, -1, true),
    memset("cuMemsetD32", false, -1, true),
    memset("cuMemsetD8Async", true, -1, true),
    memset("cuMemsetD16Async", true, -1, true),
    memset("cuMemsetD32Async", true, -1, true),
    memset("cuMemsetD2D8", false, -1, true),
    memset("cuMemsetD2D16", false, -1, true),
    memset("cuMemsetD2D32", false, -1, true),
    memset("cuMemsetD2D8Async", true, -1, true),
    memset("cuMemsetD2D16Async", true, -1, true),
    memset("cuMemsetD2D32Async", true, -1, true),
    plain("cuMemPrefetchAsync", F::Prefetch, true, true, 0, -1, 1),
    // Driver API: launches, events, streams.
    plain("cuLaunchKernel", F::Launch, true, true),
    plain("cuLaunchCooperativeKernel", F::Launch, true, true),
    plain("cuLaunchKernelEx", F::Launch, true, true),
    plain("cuLaunchHostFunc", F::Launch, true, true),
    plain("cuGraphLaunch", F::Launch, true, true),
    plain("cuEventCreate", F::EventCreate, false, true, 0, 1),
    plain("cuEventRecord", F::EventRecord, true, true),
    plain("cuEventRecordWithFlags", F::EventRecord, true, true),
    plain("cuEventElapsedTime", F::EventTiming, false, true),
    plain("cuEventSynchronize", F::StreamSync, false, true),
    plain("cuStreamCreate", F::StreamCreate, false, true, 0, 1),
    plain("cuStreamCreateWithPriority", F::StreamCreate, false, true, 0, 1),
    plain("cuStreamWaitEvent", F::StreamWait, true, true),
    plain("cuStreamBeginCapture", F::CaptureBegin, false, true),
    plain("cuStreamBeginCaptureToGraph", F::CaptureBegin, false, true),
    plain("cuStreamEndCapture", F::CaptureEnd, false, true),
    plain("cuStreamDestroy", F::StreamDestroy, false, true),
    plain("cuStreamSynchronize", F::StreamSync, false, true),
    plain("cuCtxSynchronize", F::StreamSync, false, true),
    // Driver API: allocation.
    alloc("cuMemAlloc", M::Device, 1, -1, true),
    alloc("cuMemAllocPitch", M::Device, -1, -1, true),
    alloc("cuMemAllocManaged", M::Managed, 1, 2, true),
    alloc("cuMemAllocHost", M::Pinned, 1, -1, true),
    alloc("cuMemHostAlloc", M::Pinned, 1, 2, true),
    alloc("cuArrayCreate", M::Array, -1, -1, true),
    alloc("cuArray3DCreate", M::Array, -1, -1, true),
    plain("cuMemFree", F::Free, false, true, 0),
    plain("cuMemFreeHost", F::Free, false, true, 0),
    plain("cuArrayDestroy", F::Free, false, true, 0),
    plain("cuMemHostRegister", F::HostRegister, false, true, 0, 2, 1),
    plain("cuMemHostUnregister", F::HostUnregister, false, true, 0),
    plain("cuMemAllocAsync", F::AsyncAlloc, true, true, 0, -1, 1),
    plain("cuMemAllocFromPoolAsync", F::AsyncAlloc, true, true, 0, -1, 1),
    plain("cuMemFreeAsync", F::AsyncAlloc, true, true, 0),
    // Appended for issue 17.
    plain("cudaThreadSynchronize", F::StreamSync),
    plain("cudaEventQuery", F::Other),
    plain("cuEventQuery", F::Other, false, true),
    plain("cudaEventDestroy", F::Other),
    plain("cuEventDestroy", F::Other, false, true),
    // Appended for cuda-resource-leak: graphs, executable graphs, memory pools (handleTable).
    plain("cudaGraphCreate", F::Handle),
    plain("cudaGraphClone", F::Handle),
    plain("cudaGraphInstantiate", F::Handle),
    plain("cudaGraphInstantiateWithFlags", F::Handle),
    plain("cudaGraphInstantiateWithParams", F::Handle),
    plain("cudaGraphExecUpdate", F::Handle),
    plain("cudaGraphDestroy", F::Handle),
    plain("cudaGraphExecDestroy", F::Handle),
    plain("cudaMemPoolCreate", F::Handle),
    plain("cudaMemPoolDestroy", F::Handle),
    plain("cuGraphCreate", F::Handle, false, true),
    plain("cuGraphClone", F::Handle, false, true),
    plain("cuGraphInstantiateWithFlags", F::Handle, false, true),
    plain("cuGraphInstantiateWithParams", F::Handle, false, true),
    plain("cuGraphExecUpdate", F::Handle, false, true),
    plain("cuGraphDestroy", F::Handle, false, true),
    plain("cuGraphExecDestroy", F::Handle, false, true),
    plain("cuMemPoolCreate", F::Handle, false, true),
    plain("cuMemPoolDestroy", F::Handle, false, true),
};

// Which argument of which call creates, destroys or updates which handle. cuGraphInstantiate
// is a macro for cuGraphInstantiateWithFlags; cuStreamDestroy_v2 and kin fold onto the plain name.
using HK = HandleKind;
using HO = HandleOp;
const HandleApiInfo HandleTable[] = {
    {"cudaStreamCreate", HK::Stream, HO::Create, 0},
    {"cudaStreamCreateWithFlags", HK::Stream, HO::Create, 0},
    {"cudaStreamCreateWithPriority", HK::Stream, HO::Create, 0},
    {"cudaStreamDestroy", HK::Stream, HO::Destroy, 0},
    {"cudaEventCreate", HK::Event, HO::Create, 0},
    {"cudaEventCreateWithFlags", HK::Event, HO::Create, 0},
    {"cudaEventDestroy", HK::Event, HO::Destroy, 0},
    {"cudaGraphCreate", HK::Graph, HO::Create, 0},
    {"cudaGraphClone", HK::Graph, HO::Create, 0},
    {"cudaStreamEndCapture", HK::Graph, HO::Create, 1},
    {"cudaGraphDestroy", HK::Graph, HO::Destroy, 0},
    {"cudaGraphInstantiate", HK::GraphExec, HO::Create, 0},
    {"cudaGraphInstantiateWithFlags", HK::GraphExec, HO::Create, 0},
    {"cudaGraphInstantiateWithParams", HK::GraphExec, HO::Create, 0},
    {"cudaGraphExecUpdate", HK::GraphExec, HO::Update, 0},
    {"cudaGraphExecDestroy", HK::GraphExec, HO::Destroy, 0},
    {"cudaMemPoolCreate", HK::MemPool, HO::Create, 0},
    {"cudaMemPoolDestroy", HK::MemPool, HO::Destroy, 0},
    {"cuStreamCreate", HK::Stream, HO::Create, 0, true},
    {"cuStreamCreateWithPriority", HK::Stream, HO::Create, 0, true},
    {"cuStreamDestroy", HK::Stream, HO::Destroy, 0, true},
    {"cuEventCreate", HK::Event, HO::Create, 0, true},
    {"cuEventDestroy", HK::Event, HO::Destroy, 0, true},
    {"cuGraphCreate", HK::Graph, HO::Create, 0, true},
    {"cuGraphClone", HK::Graph, HO::Create, 0, true},
    {"cuStreamEndCapture", HK::Graph, HO::Create, 1, true},
    {"cuGraphDestroy", HK::Graph, HO::Destroy, 0, true},
    {"cuGraphInstantiateWithFlags", HK::GraphExec, HO::Create, 0, true},
    {"cuGraphInstantiateWithParams", HK::GraphExec, HO::Create, 0, true},
    {"cuGraphExecUpdate", HK::GraphExec, HO::Update, 0, true},
    {"cuGraphExecDestroy", HK::GraphExec, HO::Destroy, 0, true},
    {"cuMemPoolCreate", HK::MemPool, HO::Create, 0, true},
    {"cuMemPoolDestroy", HK::MemPool, HO::Destroy, 0, true},
};

const llvm::StringMap<const CudaApiInfo *> &index() {
  static const llvm::StringMap<const CudaApiInfo *> Index = [] {
    llvm::StringMap<const CudaApiInfo *> M;
    for (const CudaApiInfo &I : Table)
      M[I.Name] = &I;
    return M;
  }();
  return Index;
}

const llvm::StringMap<const HandleApiInfo *> &handleIndex() {
  static const llvm::StringMap<const HandleApiInfo *> Index = [] {
    llvm::StringMap<const HandleApiInfo *> M;
    for (const HandleApiInfo &I : HandleTable)
      M[I.Name] = &I;
    return M;
  }();
  return Index;
}

bool isNamedType(QualType T, llvm::ArrayRef<llvm::StringRef> Names) {
  // Walk the typedef chain: `using my_stream = cudaStream_t;` is still a stream.
  while (!T.isNull()) {
    T = T.getUnqualifiedType();
    if (const auto *TT = T->getAs<TypedefType>()) {
      llvm::StringRef N = TT->getDecl()->getName();
      for (llvm::StringRef Want : Names)
        if (N == Want)
          return true;
      T = TT->getDecl()->getUnderlyingType();
      continue;
    }
    return false;
  }
  return false;
}

} // namespace

llvm::StringRef canonicalApiName(llvm::StringRef Name) {
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (llvm::StringRef Suffix : {"_ptsz", "_ptds", "_v2", "_v3"})
      if (Name.consume_back(Suffix))
        Changed = true;
  }
  return Name;
}

const CudaApiInfo *lookupCudaApi(llvm::StringRef Name) {
  auto It = index().find(canonicalApiName(Name));
  return It == index().end() ? nullptr : It->second;
}

const CudaApiInfo *lookupCudaApi(const FunctionDecl *FD) {
  if (!FD || !FD->getIdentifier())
    return nullptr;
  // CUDA's functions live at global scope (extern "C", or the C++ overloads of
  // cuda_runtime.h); a method or a namespaced function with the same name is the user's.
  const DeclContext *DC = FD->getDeclContext()->getRedeclContext();
  if (!DC->isTranslationUnit())
    return nullptr;
  return lookupCudaApi(FD->getName());
}

const CudaApiInfo *lookupCudaApi(const CallExpr *Call) {
  return Call ? lookupCudaApi(Call->getDirectCallee()) : nullptr;
}

llvm::ArrayRef<CudaApiInfo> allCudaApis() { return Table; }

bool isStreamOrderedFree(const CudaApiInfo &I) {
  return I.Family == F::AsyncAlloc && I.Name.contains("Free");
}

bool isGraphLaunch(const CudaApiInfo &I) { return I.Name.ends_with("GraphLaunch"); }

const Expr *argumentFor(const ParmVarDecl *P, const CallExpr *Call) {
  if (isa<CXXOperatorCallExpr>(Call) || P->getFunctionScopeIndex() >= Call->getNumArgs())
    return nullptr;
  return Call->getArg(P->getFunctionScopeIndex());
}

bool isReleaseApi(const CudaApiInfo &I) {
  switch (I.Family) {
  case F::Free:
  case F::StreamDestroy:
  case F::HostUnregister:
    return true;
  case F::AsyncAlloc: // the stream-ordered family holds allocations and their frees
    return isStreamOrderedFree(I);
  default:
    break;
  }
  auto It = handleIndex().find(I.Name);
  return It != handleIndex().end() && It->second->Op == HandleOp::Destroy;
}

const HandleApiInfo *lookupHandleApi(const CallExpr *Call) {
  const CudaApiInfo *Api = lookupCudaApi(Call); // the global-scope test
  if (!Api)
    return nullptr;
  auto It = handleIndex().find(Api->Name);
  return It == handleIndex().end() ? nullptr : It->second;
}

llvm::ArrayRef<HandleApiInfo> allHandleApis() { return HandleTable; }

llvm::StringRef handleKindName(HandleKind K) {
  switch (K) {
  case HandleKind::Stream:
    return "stream";
  case HandleKind::Event:
    return "event";
  case HandleKind::Graph:
    return "graph";
  case HandleKind::GraphExec:
    return "executable graph";
  case HandleKind::MemPool:
    return "memory pool";
  }
  return "handle";
}

llvm::StringRef destroyFunctionFor(HandleKind K, bool DriverApi) {
  for (const HandleApiInfo &I : HandleTable)
    if (I.Kind == K && I.Op == HandleOp::Destroy && I.DriverApi == DriverApi)
      return I.Name;
  return "";
}

bool isStreamType(QualType T) { return isNamedType(T, {"cudaStream_t", "CUstream"}); }
bool isStreamParameterType(QualType T) {
  if (const auto *Ref = T->getAs<LValueReferenceType>()) {
    QualType Pointee = Ref->getPointeeType();
    return Pointee.isConstQualified() && isStreamType(Pointee);
  }
  return isStreamType(T);
}
bool isEventType(QualType T) { return isNamedType(T, {"cudaEvent_t", "CUevent"}); }

std::optional<unsigned> streamParamIndex(const FunctionDecl *FD) {
  if (!FD)
    return std::nullopt;
  for (unsigned I = 0, N = FD->getNumParams(); I < N; ++I)
    if (isStreamType(FD->getParamDecl(I)->getType()))
      return I;
  return std::nullopt;
}

std::optional<uint64_t> constantValue(const Expr *E, const ASTContext &Ctx) {
  if (!E || E->isValueDependent() || E->containsErrors())
    return std::nullopt;
  Expr::EvalResult R;
  if (!E->EvaluateAsInt(R, Ctx))
    return std::nullopt;
  return R.Val.getInt().getZExtValue();
}

std::optional<uint64_t> constantArgument(const CallExpr *Call, int Index, const ASTContext &Ctx) {
  if (Index < 0 || unsigned(Index) >= Call->getNumArgs())
    return std::nullopt;
  return constantValue(Call->getArg(Index), Ctx);
}

bool isCudaErrorType(QualType T) {
  if (T.isNull())
    return false;
  if (isNamedType(T, {"cudaError_t", "CUresult"}))
    return true;
  const auto *ET = T.getCanonicalType()->getAs<EnumType>();
  if (!ET)
    return false;
  llvm::StringRef N = ET->getDecl()->getName();
  return N == "cudaError" || N == "cudaError_enum";
}

bool isLaunchConfiguration(const FunctionDecl *FD) {
  if (!FD || !FD->getIdentifier())
    return false;
  llvm::StringRef N = FD->getName();
  return N.starts_with("__cuda") || N == "cudaConfigureCall";
}

bool isHostFunction(const FunctionDecl *FD) {
  if (!FD || FD->hasAttr<CUDAGlobalAttr>())
    return false;
  return !FD->hasAttr<CUDADeviceAttr>() || FD->hasAttr<CUDAHostAttr>();
}

bool isHostOnlyFunction(const FunctionDecl *FD) {
  return FD && !FD->hasAttr<CUDAGlobalAttr>() && !FD->hasAttr<CUDADeviceAttr>();
}

bool returnsCudaError(const FunctionDecl *FD) {
  if (!FD || !FD->getIdentifier() ||
      !FD->getDeclContext()->getRedeclContext()->isTranslationUnit())
    return false;
  llvm::StringRef N = FD->getName();
  // cudaFoo or cuFoo: the prefix is followed by an upper-case letter.
  if (!(N.consume_front("cuda") || N.consume_front("cu")) || N.empty() || !isUppercase(N[0]))
    return false;
  return isCudaErrorType(FD->getReturnType());
}

} // namespace clang::tidy::cuda
