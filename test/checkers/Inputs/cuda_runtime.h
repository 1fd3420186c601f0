// A small stand-in for the CUDA runtime headers, for hermetic tests (-nocudainc). Signatures,
// default arguments and constant values follow the CUDA 13 toolkit's headers.
#ifndef CUDALINT_FAKE_CUDA_RUNTIME_H
#define CUDALINT_FAKE_CUDA_RUNTIME_H

#include <stddef.h>

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))

struct dim3 {
  unsigned x, y, z;
  __host__ __device__ dim3(unsigned x = 1, unsigned y = 1, unsigned z = 1) : x(x), y(y), z(z) {}
};
struct uint3 { unsigned x, y, z; };
extern const __device__ uint3 threadIdx;
extern const __device__ uint3 blockIdx;
extern const __device__ dim3 blockDim;
extern const __device__ dim3 gridDim;

typedef enum cudaError { cudaSuccess = 0, cudaErrorInvalidValue = 1,
                         cudaErrorInvalidResourceHandle = 400, cudaErrorNotReady = 600 } cudaError_t;
typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef struct cudaArray *cudaArray_t;
typedef struct CUmemPoolHandle_st *cudaMemPool_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
typedef struct CUgraph_st *cudaGraph_t;
enum cudaStreamCaptureMode { cudaStreamCaptureModeGlobal = 0, cudaStreamCaptureModeThreadLocal = 1,
                             cudaStreamCaptureModeRelaxed = 2 };
enum cudaMemcpyKind { cudaMemcpyHostToHost = 0, cudaMemcpyHostToDevice = 1,
                      cudaMemcpyDeviceToHost = 2, cudaMemcpyDeviceToDevice = 3,
                      cudaMemcpyDefault = 4 };
enum cudaMemLocationType { cudaMemLocationTypeInvalid = 0, cudaMemLocationTypeDevice = 1,
                           cudaMemLocationTypeHost = 2 };
struct cudaMemLocation { enum cudaMemLocationType type; int id; };
enum cudaMemoryAdvise { cudaMemAdviseSetReadMostly = 1, cudaMemAdviseUnsetReadMostly = 2,
                        cudaMemAdviseSetPreferredLocation = 3 };
struct cudaPitchedPtr { void *ptr; size_t pitch, xsize, ysize; };
struct cudaExtent { size_t width, height, depth; };
struct cudaPos { size_t x, y, z; };
struct cudaMemcpy3DParms {
  cudaArray_t srcArray; struct cudaPos srcPos; struct cudaPitchedPtr srcPtr;
  cudaArray_t dstArray; struct cudaPos dstPos; struct cudaPitchedPtr dstPtr;
  struct cudaExtent extent; enum cudaMemcpyKind kind;
};
struct cudaChannelFormatDesc { int x, y, z, w, f; };
enum cudaMemPoolAttr { cudaMemPoolAttrReleaseThreshold = 4 };
typedef void (*cudaHostFn_t)(void *userData);
typedef void (*cudaStreamCallback_t)(cudaStream_t stream, cudaError_t status, void *userData);

#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostRegisterDefault 0x00
#define cudaHostRegisterPortable 0x01
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaStreamLegacy ((cudaStream_t)0x1)
#define cudaStreamPerThread ((cudaStream_t)0x2)
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaEventInterprocess 0x04
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaMemAttachSingle 0x04
#define cudaCpuDeviceId ((int)-1)

#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
#define __CUDART_API_PER_THREAD_DEFAULT_STREAM
#define cudaMemcpy cudaMemcpy_ptds
#define cudaMemset cudaMemset_ptds
#define cudaMemcpyAsync cudaMemcpyAsync_ptsz
#define cudaMemcpy2DAsync cudaMemcpy2DAsync_ptsz
#define cudaMemcpy3DAsync cudaMemcpy3DAsync_ptsz
#define cudaMemcpyToSymbolAsync cudaMemcpyToSymbolAsync_ptsz
#define cudaMemcpyFromSymbolAsync cudaMemcpyFromSymbolAsync_ptsz
#define cudaMemsetAsync cudaMemsetAsync_ptsz
#define cudaMemset2DAsync cudaMemset2DAsync_ptsz
#define cudaMemset3DAsync cudaMemset3DAsync_ptsz
#define cudaMemPrefetchAsync cudaMemPrefetchAsync_ptsz
#define cudaStreamWaitEvent cudaStreamWaitEvent_ptsz
#define cudaStreamSynchronize cudaStreamSynchronize_ptsz
#define cudaStreamQuery cudaStreamQuery_ptsz
#define cudaEventRecord cudaEventRecord_ptsz
#define cudaEventRecordWithFlags cudaEventRecordWithFlags_ptsz
#define cudaLaunchKernel cudaLaunchKernel_ptsz
#define cudaLaunchCooperativeKernel cudaLaunchCooperativeKernel_ptsz
#define cudaLaunchHostFunc cudaLaunchHostFunc_ptsz
#define cudaStreamAddCallback cudaStreamAddCallback_ptsz
#define cudaGraphLaunch cudaGraphLaunch_ptsz
#define cudaStreamBeginCapture cudaStreamBeginCapture_ptsz
#define cudaStreamEndCapture cudaStreamEndCapture_ptsz
#define cudaStreamBeginCaptureToGraph cudaStreamBeginCaptureToGraph_ptsz
#endif

extern "C" {
// Copies and memsets.
cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                            cudaStream_t stream = 0);
cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                         size_t height, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                              size_t width, size_t height, enum cudaMemcpyKind kind,
                              cudaStream_t stream = 0);
cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p);
cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream = 0);
cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count,
                               size_t offset = 0,
                               enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count,
                                    size_t offset, enum cudaMemcpyKind kind,
                                    cudaStream_t stream = 0);
cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset = 0,
                                 enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count,
                                      size_t offset, enum cudaMemcpyKind kind,
                                      cudaStream_t stream = 0);
cudaError_t cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice,
                                size_t count, cudaStream_t stream = 0);
cudaError_t cudaMemset(void *devPtr, int value, size_t count);
cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream = 0);
cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height,
                              cudaStream_t stream = 0);
cudaError_t cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value,
                              struct cudaExtent extent, cudaStream_t stream = 0);
cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location,
                                 unsigned int flags, cudaStream_t stream = 0);
enum cudaFuncCache { cudaFuncCachePreferNone = 0, cudaFuncCachePreferShared = 1,
                     cudaFuncCachePreferL1 = 2, cudaFuncCachePreferEqual = 3 };
cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig);
cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig);
cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                          struct cudaMemLocation location);
cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length = 0,
                                     unsigned int flags = cudaMemAttachSingle);

// Launches.
cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                             size_t sharedMem, cudaStream_t stream);
cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim,
                                        void **args, size_t sharedMem, cudaStream_t stream);
cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData);
cudaError_t cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback,
                                  void *userData, unsigned int flags);
cudaError_t cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream);
cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                 unsigned long long flags = 0);
cudaError_t cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode);
cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph);
int __cudaPushCallConfiguration(dim3 gridSize, dim3 blockSize, size_t sharedMem = 0,
                                cudaStream_t stream = 0);

// Events.
cudaError_t cudaEventCreate(cudaEvent_t *event);
cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = 0);
cudaError_t cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream = 0,
                                     unsigned int flags = 0);
cudaError_t cudaEventQuery(cudaEvent_t event);
cudaError_t cudaEventSynchronize(cudaEvent_t event);
cudaError_t cudaEventDestroy(cudaEvent_t event);
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);

// Streams and devices.
cudaError_t cudaStreamCreate(cudaStream_t *pStream);
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags);
cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority);
cudaError_t cudaStreamDestroy(cudaStream_t stream);
cudaError_t cudaStreamSynchronize(cudaStream_t stream);
cudaError_t cudaStreamQuery(cudaStream_t stream);
cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags = 0);
cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaThreadSynchronize(void);
cudaError_t cudaSetDevice(int device);
cudaError_t cudaGetDevice(int *device);
cudaError_t cudaGetDeviceCount(int *count);
cudaError_t cudaGetLastError(void);
cudaError_t cudaPeekAtLastError(void);
const char *cudaGetErrorString(cudaError_t error);
const char *cudaGetErrorName(cudaError_t error);
cudaError_t cudaDeviceReset(void);
cudaError_t cudaRuntimeGetVersion(int *runtimeVersion);
cudaError_t cudaDriverGetVersion(int *driverVersion);
struct cudaDeviceProp {
  char name[256];
  size_t totalGlobalMem;
  int major, minor, multiProcessorCount;
};
cudaError_t cudaGetDeviceProperties(cudaDeviceProp *prop, int device);
cudaError_t cudaMemGetInfo(size_t *free, size_t *total);

// Allocation.
cudaError_t cudaMalloc(void **devPtr, size_t size);
cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height);
cudaError_t cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent);
cudaError_t cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                            size_t width, size_t height = 0, unsigned int flags = 0);
cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal);
cudaError_t cudaMallocHost(void **ptr, size_t size);
cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags);
cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags);
cudaError_t cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                              struct cudaExtent extent, unsigned int flags = 0);
cudaError_t cudaFree(void *devPtr);
cudaError_t cudaFreeArray(cudaArray_t array);
cudaError_t cudaFreeHost(void *ptr);
cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags);
cudaError_t cudaHostUnregister(void *ptr);
cudaError_t cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream);
cudaError_t cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool,
                                    cudaStream_t stream);
cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t hStream);
cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device);
cudaError_t cudaDeviceSetMemPool(int device, cudaMemPool_t memPool);
cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value);

// Graphs and stream capture into a graph (cuda-capture-unsafe-call).
typedef struct CUgraphNode_st *cudaGraphNode_t;
typedef struct cudaGraphEdgeData_st { unsigned char from_port, to_port, type, reserved[5]; }
    cudaGraphEdgeData;
cudaError_t cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph,
                                          const cudaGraphNode_t *dependencies,
                                          const cudaGraphEdgeData *dependencyData,
                                          size_t numDependencies, enum cudaStreamCaptureMode mode);
cudaError_t cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags);
cudaError_t cudaGraphDestroy(cudaGraph_t graph);
cudaError_t cudaGraphExecDestroy(cudaGraphExec_t graphExec);
cudaError_t cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph);
cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                          unsigned long long flags = 0);
typedef struct cudaGraphExecUpdateResultInfo_st { int result; } cudaGraphExecUpdateResultInfo;
cudaError_t cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
                                cudaGraphExecUpdateResultInfo *resultInfo);
struct cudaMemPoolProps { int allocType, handleTypes; struct cudaMemLocation location; };
cudaError_t cudaMemPoolCreate(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps);
cudaError_t cudaMemPoolDestroy(cudaMemPool_t memPool);

// The device runtime (cuda_device_runtime_api.h): what a kernel launch inside device code
// compiles to under -fgpu-rdc.
__device__ void *cudaGetParameterBuffer(size_t alignment, size_t size);
__device__ cudaError_t cudaLaunchDevice(void *func, void *parameterBuffer, dim3 gridDimension,
                                        dim3 blockDimension, unsigned int sharedMemSize,
                                        cudaStream_t stream);
} // extern "C"

// driver_functions.h
static inline __host__ struct cudaPitchedPtr make_cudaPitchedPtr(void *d, size_t p, size_t xsz,
                                                                size_t ysz) {
  struct cudaPitchedPtr s;
  s.ptr = d;
  s.pitch = p;
  s.xsize = xsz;
  s.ysize = ysz;
  return s;
}
static inline __host__ struct cudaPos make_cudaPos(size_t x, size_t y, size_t z) {
  struct cudaPos p;
  p.x = x;
  p.y = y;
  p.z = z;
  return p;
}
static inline __host__ struct cudaExtent make_cudaExtent(size_t w, size_t h, size_t d) {
  struct cudaExtent e;
  e.width = w;
  e.height = h;
  e.depth = d;
  return e;
}

// The C++ overloads of cuda_runtime.h.
static inline cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags) {
  return ::cudaEventCreateWithFlags(event, flags);
}
template <class T> static inline cudaError_t cudaMalloc(T **devPtr, size_t size) {
  return ::cudaMalloc((void **)(void *)devPtr, size);
}
template <class T>
static inline cudaError_t cudaMallocPitch(T **devPtr, size_t *pitch, size_t width, size_t height) {
  return ::cudaMallocPitch((void **)(void *)devPtr, pitch, width, height);
}
template <class T>
static inline cudaError_t cudaMallocHost(T **ptr, size_t size, unsigned int flags = 0) {
  return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}
template <class T>
static inline cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags) {
  return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}
template <class T>
static inline cudaError_t cudaMallocManaged(T **devPtr, size_t size,
                                            unsigned int flags = cudaMemAttachGlobal) {
  return ::cudaMallocManaged((void **)(void *)devPtr, size, flags);
}
template <class T>
static inline cudaError_t cudaMallocAsync(T **ptr, size_t size, cudaStream_t stream) {
  return ::cudaMallocAsync((void **)(void *)ptr, size, stream);
}
template <class T>
static inline cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count,
                                                  size_t offset = 0,
                                                  enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
                                                  cudaStream_t stream = 0) {
  return ::cudaMemcpyToSymbolAsync((const void *)&symbol, src, count, offset, kind, stream);
}
template <class T>
static inline cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count,
                                                    size_t offset = 0,
                                                    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
                                                    cudaStream_t stream = 0) {
  return ::cudaMemcpyFromSymbolAsync(dst, (const void *)&symbol, count, offset, kind, stream);
}
template <class T>
static inline cudaError_t cudaLaunchKernel(T *func, dim3 gridDim, dim3 blockDim, void **args,
                                           size_t sharedMem = 0, cudaStream_t stream = 0) {
  return ::cudaLaunchKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}
template <class T>
static inline cudaError_t cudaLaunchCooperativeKernel(T *func, dim3 gridDim, dim3 blockDim,
                                                      void **args, size_t sharedMem = 0,
                                                      cudaStream_t stream = 0) {
  return ::cudaLaunchCooperativeKernel((const void *)func, gridDim, blockDim, args, sharedMem,
                                       stream);
}

#endif
