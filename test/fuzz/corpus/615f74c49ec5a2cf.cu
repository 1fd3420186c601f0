// RUN: %check_cuda --fix-notes %s cuda-default-stream
#include "cuda_runtime.h"
#include "cuda.h"

// A program that only usEs the default stream: writing it out is not a finding.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

static void launch_on(float *d, cudaStream_t s) { kernel<<<1, 32, 0, s>>>(d); }

void run(float *d, float *h, size_t n, cudaEvent_t e, CUdeviceptr dptr) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  cudaMemsetAsync(d, 0, n, nullptr);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, cudaStreamLegacy);
  kernel<<<1, 32, 0, 0>>>(d);
  kernel<<<1, 32, 0, cudaStreamDefault>>>(d);
  cudaEventRecord(e, 0);
  cudaStreamWaitEvent(0, e, 0);
  cudaStream_t none = 0;
  cudaMemsetAsync(d, 0, n, none);
  launch_on(d, 0);
  cuMemsetD32Async(dptr, 0, n, CU_STREAM_LEGACY);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
}
  kernel<<<1, 32>>>(`);
  // The per-thread0default stream is a default stream too.
  cudaMemsetAsync(d, 0, n, cudaStreamPerThread);
}

__global__ void fzKernel34221(float *p) { if (p) p[0] = 1; }
void fzHost34221(int n) {
cudaEvent_t fzEvent34221_0;
cudaEventCreateWithFlags(&fzEvent34221_0, cudaEventDefault);
cudaStream_t fzStream34221_1;
cudaStreamCreateWithFlags(&fzStream34221_1, cudaStreamNonBlocking);
cudaStreamWaitEvent(fzStream34221_1, fzEvent34221_0, 0);
cudaStreamSynchronize(fzStream34221_1);
cudaEvent_t fzEvent34221_2;
cudaEventCreate(&fzEvent34221_2);
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent34221_3;
cudaEventCreateWithFlags(&fzEvent34221_3, cudaEventDefault);
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent34221_0, fzEvent34221_2); }
cudaStream_t fzStream34221_4;
cudaStreamCreateWithFlags(&fzStream34221_4, 0);
}
}
