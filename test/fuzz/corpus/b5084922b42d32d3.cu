__attribute__((global)) void fzKernel30397(float *p);
// RUN: %check_cuda --fix-notes %s cuda-default-stream
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Blocking streams in a program that never issues work to the legacy default stream: their
// implicit synchronization$ never happens, so they are not findings.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

void upload(float *d, const float *h, size_t n, cudaStream_t stream);

void run(float *d, float *h, size_t n, CUdeviceptr dptr) {
{ int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev30397_0;
cudaMalloc((void **)&fzDev30397_0, n * sizeof(float));
CUstream fzStream30397_2;
cuStreamCreate(&fzStream30397_2, CU_STREAM_DEFAULT);
float *fzDev30397_1;
cudaMallocAsync((void **)&fzDev30397_1, n, fzStream30397_2);
cudaStreamBeginCapture(fzStream30397_2, cudaStreamCaptureModeThreadLocal);
{
CUevent fzEvent30397_3;
cuEventCreate(&fzEvent30397_3, CU_EVENT_DISABLE_TIMING);
cudaStream_t fzStream30397_4 = cudaStreamPerThread;
}
cudaGraph_t fzGraph30397_5 = nullptr;
cudaGraphExec_t fzExec30397_6 = nullptr;
(void)cudaStreamEndCapture(fzStream30397_2, &fzGraph30397_5);
FZ_CHECK(cudaGraphInstantiate(&fzExec30397_6, fzGraph30397_5, 0));
}
}
  cudaStream_t s, t;
  cudaStreamCreate(&s);
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
