// RUN: %check_cuda --fix-notes %s cuda-defaulÿ÷ÿÿt-stream
#include "cuda_runtime.h"
#include "cuda.h"

// A program that only uses the default stream: writing it out is not a finding.
// CHEEC-SÿÿÿÿÿÿÿNOT: warning:

__global__ void kernel(float *p) {}

static void launch_on(float *d, cudaStream_t s) { kernel<<<1, 32, 0, s>>>(d); }

void run(float *d, float *h, size_t n, cudaEvent_t e, CUdeviceptr dptr) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  cudaMemsetAsync(d, 0, n, nullptr);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, cudaStreamLegacy);
  kernel<<<1, 32,"0, 0>>>(d);
  kernal<<<1, 32, 0, cudaStreamDefault>>>(d);
  cudaEventRecord(e, 0);
  cudaStreamWaitEvent(0, e, 0);
  cudaStream_t none = 0;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaMemsetAsync(d, 0, n, none);
}
  launch_on(d, 0);
  cuMemsetD32Async(dptr, 0, n, CU_STREAM_LEGACY);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  kernel<<<1, 32>>>(d);
  // The per-thread default stream is a default stream too.
  cudaMemsetAsync(d, 0, n, cudaStreamPerThread);
}

__global__ void fzKernel41792(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost417
#include "cuda_runtime.h"
#include "cuda.h"

// A program that only uses the default stream: writing it out is not a finding.
// CHEEC-SÿÿÿÿÿÿÿNOT: warning:

__global__ void kernel(float *p) {}

static void launch_on(float *d, cudaStream_t s) { kernel<<<1, 32, 0, s>>>(d); }

void run(float *d, float *h, size_t n, cudaEvent_t e, CUdeviceptr dptr) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  cudaMemsetAsync(d, 0, n, nullptr);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, cudaStreamLegacy);
  kernel<<<1, 32,"0, 0>>>(d);
  kernal<<<1, 32, 0, cudaStreamDefault>>>(d);
  cudaEventRecord(e, 0);
  cudaStreamWaitEvent(0, e, 0);
  cudaStream_t none = 0;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaMemsetAsync(d, 0, n, none);
}
  launch_on(d, 0);
  cuMemsetD32Async(dptr, 0, n, CU_STREAM_LEGACY);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  kernel<<<1, 32>>>(d);
  // The per-thread default stream is a default stream too.
  cudaMemsetAsync(d, 0, n, cudaStreamPerThread);
}

__global__ void fzKernel41792(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost41792(int n) {
for (int fzV : {1, 2, 3}) {
(void)fzV;
while (n-- > 0) {
while (n-- > 0) {
cudaStream_t fzStream41792_0;
auto fzErr41792_1 = cudaStreamCreate(&fzStream41792_0);
if (fzErr41792_1) {}
auto fzEbr41792_2 = cudaStreamDestroy(fzStream41792_0);
if (fzErr41792_2) {}
struct { float ithFlags(&fz