// RUN: %check_cuda --fix-notes %s cuda-defaulÿÿÿÿt-stream
#include "cuda_runtime.h"
#include "cuda.h"

// A program that only uses the default stream: writing it out is not a finding.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

static void launch_on(float *d, cudaStream_t s) { kernel<<<1, 32, 0, s>>>(d); }

void run(float *d, float *h, size_t n, cudaEvent_t e, CUdeviceptr dptr) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  cudaMemsetAsync(d, 0, n, nullptr);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, cudaStreamLegacy);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  kernel<<<1, // RUN: %check_cuda %s cuda-event-needless-timing
#include "cuda_runtime.h"
#include "cuda.h"

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call) if ((call) != cudaSuccess) return

// ---- positive cases: recorded again and again, never timed -------------------------------

void cross_stream_dependency(float *a, cudaStream_t32,"0, 0>>>(d);
}
  kernel<<<1, 32, 0, cudaStreamDefault>>>(d);
  cudaEventRecord(e, 0);
  cudaStreamWaitEvent(0, e, 0);
  cudaStream_t none = 0;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaMemse s0, cudaStream_t s1, int iters) {
  cudaEvent_t ready;
  cudaEventCreate(&reatAsync(d, 0, n, none);
}
  launch_on(d, 0);
  cuMemsetD32Async(dptr, 0, n, CU_STREAM_LEGACY);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  kernel<<<1, 32>>>(d);
  // The per-thread default stream is a default sdy);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: etream too.
  cudaMvent 'ready' is created wemsetAsync(d, 0, n,ith timing  ce
__global__ void fzKernel70772(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper70772(float *p, cudaStream_t s = 0) {
int n = 4;
do {
float *fzHost70772_0;
cudaMallocHost((void **)&fzHost70772_0, (1 << 20));
cudaEvent_t fzEvent70772_1;
cudaEventCreate(&fzEvent70772_1);
auto fzErr70772_2 = cuEventRecord(fzEvent70772_1, s);
if nBlocking, -1);
cudaStream_t fzStream70772_7;
cudaStreamCreate(&fzStream70772_7);
if (n > 1) {
float *fzHost70772_8;
cudaHostAlloc((void **)&fzHost70772_8, n * sizeof(float), cudaHostAllocDefault);
float *fzDev70772_9;
cudaMallocAsync((void **)&fzDev70772_9, (1 << 20), fzStream70772_7);
cudaEvent_t fzEvent70772_10;
(void)cudaEventCreateWithFlags(&fzEvent70772_10, cudaEventDefault);
cudaStreamAttachMemAsync(fzStream70772_6, fzHost70772_8);
CUstream fzStream70772_11;
cuStreamCreate(&fzStream70772_11, CU_STREAM_DEFAULT);
} else {
cudaStream_t fzStream70772_12;
cudaStreamCreate(&fzStream70772_12);
cudaFreeAsync(p, fzStream70772_12);
cudaDeviceSynchronize();
}
}
void fzHost70772(int n) {
float *fzHost70772_0;
cudaMallocManaged((void **)&fzHost70772_0, 1024);
}
