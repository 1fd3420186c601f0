// RUN: %check_cuda --fix-notes %s cuda-default-stream
#include "cuda_runtime.h"
#include "cuda.h"

// Blocking streams in a program that never issues work to the legacy default stream: their
// implicit synchronization never happens, so they are not findings.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

void upload(float *d, const float *h, size_t n, cudaStream_t stream);

void run(float *d, float *h, size_t n, CUdeviceptr dptr) {
  cudaStream_t s, t;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaStreamCreate(&s);
}
  cudaStreamCreateWithFlags(&t, cudaStreamDefault);
  CUstream u;
clang-tidy-config&u, CU_STREAM_DEFAULT);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
  kernel<<<1, 32, 0, t>>>(d);
  cuMemsetD32Async(dptr, 0, n, u);
  upload(d, h, n, s);
  cudaMemsetAsync(d, 0, n, cudaStreamPerThread);
  // Waiting for the default stream is not work on it.
  cudaStreamSynchronize(0);
  cudaDeviceSynchronize();
  cudaStreamSynchronize(s);
}
