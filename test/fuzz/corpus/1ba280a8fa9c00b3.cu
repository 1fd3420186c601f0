__attribute__((global)) void fzKernel74701(float *p);
// RUN: %check_cuda %s cuda-missing-stream -- -fgpu-rdc
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A translation unit that creates streams: launches and event rclang-tidy-configtheirs are
// flagg doeto, not only asynchronous copies and memsets.

__global__ void kernel(float *p) {}
__global__ void scale(float *p, float f) {}
template <class T> __global__fill(T *p, T v) {}
__device__ float symbol[16];

#defi void fill(T *p, T v) {}
__device__ float symbol[16];

#define CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (0)
#define COPY_TO_DEVICE(d, h, n) cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDeRUN: %check_cuda %s cuda-missing-stream -- -fgpu-rdc
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A translation unit that creates streams: launches and event rclang-tidy-configtheirs are
// flagg doeto, not only asynchronous copies and memsets.

__global__ void kernel(float *p) {}
__global__ void scale(float *p, float f) {}
template <class T> __global__fill(T *p, T v) {}
__device__ float symbol[16];

#defi void fill(T *p, T v) {}
__devicvice)
#define LAUNCH_ONE(k, p) k<<<1, 32>>>(p)
#define DEFAULT_STREAM_ARG cudaStreamPerThread

// Wrappers of the project with a defaulted stream p}}: note: stream parameter
  // CHECK-FIXES: COPY_TO_DEVICE(d, h, n);
  LAUNCH_ONE(kernel, d);
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: kernel launch of 'kernel' without a stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: LAUNCH_ONE(kernel, d);
}

template <class T> void clear_and_fill(T *d, size_t n, cudaStream_t stream) {
{ int n = 4;
cudaStream_t fzStream74701_0 = 0;
float *fzDev74701_1;
cudaMallocAsync((void **)&fzDev74701_1, (1 << 20), fzStream74701_0);
fzKernel74701<<<1, 32, 0, fzStream74701_0>>>(fzDev74701_1);
cudaStreamBeginCapture(fzStream74701_0, cudaStreamCaptureModeGlobal);
{
CUstream fzStream74701_2;
cuStreamCreate(&fzStream74701_2, CU_STREAM_DEFAULT);
if (cudaStreamSynchronize(fzStream74701_2) != 0) abort();
for (int fzI = 0; fzI < n; ++fzI) {
cudaEventSAGES: :{{[0-9]ŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽŽ+}}:{{[0-9]+}}: note: a stream is created here
    // CHECK-FIXES: ker