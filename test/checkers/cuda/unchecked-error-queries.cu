// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"

// Held-out round 29 (netsyslab/Totem@05958ac, cbuchner1/CudaMiner@746a773), three results an
// engineer would not check, not reported:
// - a stream or event query dropped as a statement: a flush of the work queue or a poke, whose
//   usual answer, cudaErrorNotReady, is no failure (IgnoreFunctions' defaults since stop 36);
// - a device count queried into a local that holds a constant before: a failed query leaves
//   that default;
// - a dropped synchronization right before cudaDeviceReset: the program's teardown.
// Look-alikes, reported: the count into an uninitialized local or through a parameter, a dropped
// synchronization followed only by a dropped query (an ignored call checks nothing), and a
// dropped synchronization at the end of a function that does not reset.
//
// Since stop 42 (held-out round 36, NVIDIA/MatX@ad55c6b include/matx/core/cache.h:139,
// tensor.h:742): a function whose only dropped calls are the current-device query or
// managed-memory hints (prefetch, advice) is not reported. Look-alikes, reported: the query
// beside a device switch, beside a dropped copy, and a hint beside a launch whose error nothing
// reads (the note counts the hint).

void flush(cudaStream_t s) { cudaStreamQuery(s); }

bool poll(cudaEvent_t e) {
  cudaEventQuery(e);
  return cudaEventQuery(e) == cudaSuccess;
}

int gpuCount() {
  int n = 0;
  cudaGetDeviceCount(&n);
  return n;
}

int gpuCountUninitialized() {
  int n;
  cudaGetDeviceCount(&n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaGetDeviceCount is dropped{{.*}} [cuda-unchecked-error]
  return n;
}

void gpuCountInto(int *n) {
  cudaGetDeviceCount(n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaGetDeviceCount is dropped{{.*}} [cuda-unchecked-error]
}

void shutdown() {
  cudaDeviceSynchronize();
  cudaDeviceReset();
}

void waitThenFlush(cudaStream_t s) {
  cudaDeviceSynchronize();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaDeviceSynchronize is dropped{{.*}} [cuda-unchecked-error]
  cudaStreamQuery(s);
}

void waitOnly() {
  cudaDeviceSynchronize();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaDeviceSynchronize is dropped{{.*}} [cuda-unchecked-error]
}

int currentDevice() {
  int d = 0;
  cudaGetDevice(&d);
  return d;
}

void prefetchHere(const float *p, size_t n, cudaStream_t s) {
  int d;
  cudaGetDevice(&d);
  cudaMemPrefetchAsync(p, n, {cudaMemLocationTypeDevice, d}, 0, s);
}

void readMostly(const float *p, size_t n) {
  cudaMemAdvise(p, n, cudaMemAdviseSetReadMostly, {cudaMemLocationTypeDevice, 0});
  cudaFree((void *)p);
}

void onDevice(int other) {
  int previous;
  cudaGetDevice(&previous);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaGetDevice is dropped{{.*}} [cuda-unchecked-error]
  cudaSetDevice(other);
}

void prefetchThenCopy(float *d, const float *h, size_t n, cudaStream_t s) {
  cudaMemPrefetchAsync(d, n, {cudaMemLocationTypeDevice, 0}, 0, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemPrefetchAsync is dropped{{.*}} [cuda-unchecked-error]
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
}

__global__ void touch(float *p);

void prefetchThenLaunch(float *p, size_t n, cudaStream_t s) {
  cudaMemPrefetchAsync(p, n, {cudaMemLocationTypeDevice, 0}, 0, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemPrefetchAsync is dropped{{.*}} [cuda-unchecked-error]
  touch<<<1, 32, 0, s>>>(p);
  cudaStreamSynchronize(s);
}

// Since stop 45 (held-out round 41, ztxz16/fastllm@d3aea32 src/devices/cuda/fastllm-cuda.cu:5450):
// a dropped cudaSetDevice that sets back the device saved a moment ago (by cudaGetDevice, or by
// a function named for it) fails only where every call fails; alone (with the query) it is not
// reported. Look-alikes, reported: the switch to another device itself, a restore of a saved
// value that another write replaces with a computed one, and a restore beside a dropped copy.

bool peerProbe(int other) {
  int saved;
  cudaGetDevice(&saved);
  if (cudaSetDevice(other) != cudaSuccess)
    return false;
  size_t free = 0, total = 0;
  bool ok = cudaMemGetInfo(&free, &total) == cudaSuccess && free > (1u << 30);
  cudaSetDevice(saved);
  return ok;
}

void peerProbeNamed(int other) {
  int original = currentDevice();
  if (cudaSetDevice(other) != cudaSuccess)
    return;
  cudaSetDevice(original);
}

void switchAndRestore(int other) {
  int saved;
  cudaGetDevice(&saved);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaGetDevice is dropped{{.*}} [cuda-unchecked-error]
  cudaSetDevice(other);
  cudaSetDevice(saved);
}

void restoreSomethingElse(int other, bool flip) {
  int saved = currentDevice();
  if (flip)
    saved = other + 1;
  if (cudaSetDevice(other) != cudaSuccess)
    return;
  cudaSetDevice(saved);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaSetDevice is dropped{{.*}} [cuda-unchecked-error]
}

void restoreBesideCopy(int other, float *d, const float *h, size_t n) {
  int saved;
  cudaGetDevice(&saved);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaGetDevice is dropped{{.*}} [cuda-unchecked-error]
  if (cudaSetDevice(other) != cudaSuccess)
    return;
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  cudaSetDevice(saved);
}

// Since stop 45 (held-out round 42, HPGeoC/awp-odc-os@7c10ecf src/kernel.cu:72): a dropped cache
// preference is a hint, harmless alone; beside a dropped copy it is reported with it.
__global__ void stencil(float *p);

void preferL1(float *d, cudaStream_t s) {
  cudaFuncSetCacheConfig((const void *)stencil, cudaFuncCachePreferL1);
  stencil<<<64, 128, 0, s>>>(d);
}

void preferL1ThenCopy(float *d, const float *h, size_t n) {
  cudaDeviceSetCacheConfig(cudaFuncCachePreferShared);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaDeviceSetCacheConfig is dropped{{.*}} [cuda-unchecked-error]
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
}

// ---- since stop 46: the driver's context selection by handle --------------------------------
// A context pushed, popped or made current by its handle fails only for a destroyed context or
// a broken driver, which every later call reports (held-out round 46, openmm/openmm@1a47c2f
// platforms/cuda/src/CudaContext.cpp:454,459,465: ContextSelector's wrappers). Look-alikes,
// reported: the selection beside a dropped copy, and cudaSetDevice of an ordinal alone.
#include "cuda.h"

struct DriverContext {
  CUcontext context;
  void setAsCurrent() { cuCtxSetCurrent(context); }
  void pushAsCurrent() { cuCtxPushCurrent(context); }
  void popAsCurrent() {
    CUcontext popped;
    cuCtxPopCurrent(&popped);
  }
  void uploadInContext(CUdeviceptr d, const void *h, size_t n) {
    cuCtxPushCurrent(context);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the CUresult returned by cuCtxPushCurrent is dropped{{.*}} [cuda-unchecked-error]
    // CHECK-MESSAGES: :[[@LINE+1]]:5: note: 'DriverContext::uploadInContext' has 2 more unchecked CUDA calls {{.*}}
    cuMemcpyHtoD(d, h, n);
    CUcontext popped;
    cuCtxPopCurrent(&popped);
  }
};

// The same copy written as a project macro's argument: the macro decides (silent). cuda.h's own
// renaming, `#define cuMemcpyHtoD __CUDA_API_PTDS(cuMemcpyHtoD_v2)`, is not such a macro: the
// copy above is reported with the real header too (it was silent before stop 46).
#define RELEASE_ONLY(x) x
void uploadReleaseOnly(CUcontext context, CUdeviceptr d, const void *h, size_t n) {
  RELEASE_ONLY(cuMemcpyHtoD(d, h, n));
}

void selectOrdinal(int device) {
  cudaSetDevice(device);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaSetDevice is dropped{{.*}} [cuda-unchecked-error]
}

// ---- since stop 46: a profiler range ---------------------------------------------------------
// A failed cudaProfilerStart/Stop loses the range, not a result (held-out round 48,
// lattice/quda@9521952 lib/targets/cuda/device.cpp:351). Look-alike, reported: the range around
// a dropped copy.
#include "cuda_profiler_api.h"

void profileRange(bool start) {
  if (start)
    cudaProfilerStart();
  else
    cudaProfilerStop();
}

void profiledUpload(float *d, const float *h, size_t n) {
  cudaProfilerStart();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaProfilerStart is dropped{{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES: :[[@LINE+1]]:3: note: 'profiledUpload' has 2 more unchecked CUDA calls {{.*}}
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  cudaProfilerStop();
}
