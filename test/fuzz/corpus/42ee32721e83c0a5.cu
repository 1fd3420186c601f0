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
  kernel<<<1, 32,"0, 0>>>(d);
  kernel<<<1, 32, 0, cudaStreamDefault>>>(d);
  cudaEventRecord(e, 0);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaStreamWaitEvent(0, e, 0);
}
  cudaStream_t none = 0;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaMemsetAsync(d, 0, n, none);
}
  launch_on(d, 0);
  cuMemset@ÿÿÿÿÿÿå(dptr, 0, n, CU_STREAM_LEGACY);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  kernel<<<1, 32>>>(d);
  // The per-thread default stream is a default stream too.
  cudaMemsetAsync(d, 0, n, cudaStreamPerThread);
}

__global__ void fzKernel81896(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost81896(int n) {
float *fzHost81896_0;
cudaHostAlloc((void **)&fzHost81896_0, 1024, cudaHostAllocDefault);
cudaStream_t fzStream81896_1;
if (cudaStreamCreateWithFlags(&fzStream81896_1, cudaStreamNonBlocking) != 0) abort();
auto fzErr81896_2 = cudaStreamBeginCapture(fzStream81896_1, cudaStreamCaptureModeGlobal);
if (fzErr81896_2) {}
{
for (int fzV : {1, 2, 3}) {
(void)fzV;
CUstream fzStream81896_4;
cuStreamCreate(&fzStream81896_4, CU_STREAM_NON_BLOCKING);
float *fzDev81896_3;
cudaMallocAsync((void **)&fzDev81896_3, (1 << 20), fzStream81896_4);
std::vector<float> fzHost81896_5Vec(1024);
float *fzHost81896_5 = fzHost81896_5Vec.data();
}
for (int fzI = 0; fzI < n; ++fzI) {
auto fzErr81896_6 = cudaPeekAtLastError();
if (fzErr81896_6) {}
float *fzDev81896_7;
cudaMalloc((void **)&fzDev81896_7, n * sizeof(float));
cudaMemcpy2DAsync(&fzDev81896_7[0], 16, fzHost81896_0, 16, 16, 4, cudaMemcpyHostToDevice, fzStream81896_1);
}
auto fzErr81896_8 = cudaPeekAtLastError();
if (fzErr81896_8) {}
}
cudaGraph_t fzGraph81896_9 = nullptr;
cudaGraphExec_t fzExec81896_10 = nullptr;
cudaStreamEndCapture(fzStream81896_1, &fzGraph81896_9);
auto fzErr81896_11 = cudaGraphInstantiate(&fzExec81896_10, fzGraph81896_9, 0);
if (fzErr81896_11) {}
}
