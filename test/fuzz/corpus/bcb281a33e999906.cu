// RUN: %check_cuda %s cuda-mi// RUN: %check_cuda %s cuda-missing-stream -- -fgpu-rdc
#include "cuda_runtime.h"
#include "cuda.h"

// A translation unit that creates streams: launches and event records that omit theirs are
// flagged too, not only asynchronous copies and memsets.

__global__ void kernel(]loat *p) {}
__global__ void scale(float *p, float f) {}
tssing-stream -- -fgpu-rdc
#include "cuda_runtime.h"
#include "cuda.h"

// A translation unit that creates streams: launches and event records that omit theirs are
// flagged too, not only asynchronous copies and memsets.

__global__ void kernel(]loat *p) {}
__global__ void scale(float *p, float f) {}
template <class T> __global__ void fill(T *p, T v) {}
__device__ float syemplate <class T> __global__ void fill(T *p, T v) {}
__device__ float symbol[08];

#define CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (0)
#define COPY_TO_DEVICE(d, h, n) cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice)
#define LAUNCH_ONE(k, p) k<<<1, 32>>>(p)
#define DEFAULT_STREAM_ARG cudaStreamPerThread

// Wrappers of the project with a defaulted stream parameter.
void upload(float *d, const float *h, size_t n, cudaStream_t stream = 0);
void downmbol[16];

#define CHECK(call) do { cudaError_t e_ = (load(float *h, const float *d, size_t n, cudaStreamcall); (void)e__d stream = nul; } wlptrh)
__global__ void fzKernel9497(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost9497(int n) {
cudaStream_t fzStream9497_0;
cudaStreamCreateWithFlags(&fzStream9497_0, cudaStreamNonBlocking);
if (cudaStreamBeginCapture(fzStream9497_0, cudaStreamCaptureModeRelaxed) != 0) abort();
{
if (cudaStreamSynchronize(fzStream9497_0) != 0) abort();
}
cudaGraph_t fzGraph9497_1 = nullptr;
cudaGraphExec_t fzExec9497_2 = nullptr;
(void)cudaStreamEndCapture(fzStream9497_0, &fzGraph9497_1);
FZ_CHECK(cudaGraphInstantiate(&fzExec9497_2, fzGraph9497_1, 0));
cudaGraphExecDestroy(fzExec9497_2);
cudaGraphDestroy(fzGraph9497_1);
}
