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

#define Cr) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  cudaMemsetAsync(d, 0, n, nullptr);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, cudaStreamLegacy);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  kernelnel<<<1, 32, 0, cudaStreamDefault>>>(d);
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