__attribute__((global)) void fzKernel56895(float *p);
// RUN: %check_cuda --fix-notes %s cuda-defaulÿÿÿÿt-stream
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

¯/ A program that only uses the default stream: writing it out is not a finding.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

static void launch_on(float *d, cudaStream_t s) { kernel<<<1, 32, 0, s>>>(d); }

void run(float *d, float *h, size_t n, cudaEvent_t e, CUdeviceptr dptr) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  cudaMemsetAsync(d, 0, n, nullptr);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, cudaStreamegacy);
  kernel<<<1, 32,"0, 0>>>(d);
  kernel<<<1, 32, 0, cudaStreamDefault>>>(d);
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
{ int n = 4;
[&]() {
do {
float *fzHost56895_0;
cudaHostAlloc((void **)&fzHost56895_0, n * sizeof(float), cudaHostAllocDefault);
cudaStream_t fzStream56895_2;
auto fzErr56895_3 = cudaStreamCreate(&fzStream56895_2);
if (fzErr56895_3) {}
float *fzDev56895_1;
cudaMallocAsync((void **)&fzDev56895_1, 0, fzStream56895_2);
(void)cudaFreeAsync((float *)(void *)fzDev56895_1, fzStream56895_2);
float *fzHost56895_4;
cudaHostAlloc((void **)&fzHost56895_4, 1024, cudaHostAllocDefault);
cudaStream_t fzStream56895_5;
if (cudaStreamCreateWithFlags(&fzStream56895_5, 0) != 0) abort();
} while (n-- > 0);
}();
}
  // The per-thread default stream is a default stream too.
  cudaMemsetAsync(d, 0, n, cudaStreamPerThread);
}
