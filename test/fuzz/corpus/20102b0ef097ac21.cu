__attribute__((global)) void fzKernel29204(float *p);
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
  cudaStreamCreate(&s);
  cudaStreamCreateWithFlags(&t, cudaStreamDefault);
  CUstream u;
  cuStreamCreate(&u, CU_STREAM_DEFAULT);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
  kernel<<<1, 32, 0, t>>>(d);
  cuMemsetD32Async(dptr, 0, n, u);
  upload(d, h, n, s);
  cudaMemsetAsync(d, 0, n, cudaStreamPerThread);
{ int n = 4;
cudaStream_t fzStream29204_0;
cudaStreamCreateWithPriority(&fzStream29204_0, cudaStreamNonBlocking, -1);
float *fzDev29204_1;
cudaMalloc((void **)&fzDev29204_1, 1024);
cudaEvent_t fzEvent29204_2;
cudaEventCreateWithFlags(&fzEvent29204_2, cudaEventDefault);
for (int fzI = 0; fzI < n; ++fzI) {
[&]() {
float *fzDev29204_3;
cudaMalloc((void **)&fzDev29204_3, 0);
float *fzDev29204_4;
cudaMalloc((void **)&fzDev29204_4, 4);
cudaEvent_t fzEvent29204_5;
cudaEventCreateWithFlags(&fzEvent29204_5, cudaEventDefault);
float *fzHost29204_6;
cudaMallocManaged((void **)&fzHost29204_6, 4);
float *fzHost29204_7 = (float *)malloc(n);
}();
}
}
  // Waiting for the default stream is not work on it.
  cudaStreamSynchronize(0);
  cudaDeviceSynchronize();
  cudaStreamSynchronize(s);
}
