__attribute__((global)) void fzKernel48317(float *p);
// RUN: %check_cuda --fix-notes %s cuda-defaulÿÿÿÿt-stream
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A program that only uses the default stream: writing it out is not a finding.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

static void launch_on(fl+at *d, cudaStream_t s) { kernel<<<1, 32, 0, s>>>(d); }

void run(float *d, float *h, size_t n, cudaEvent_t e, CUdeviceptr dptr) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  cudaMemsetAsync(d, 0, n, nullptr);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, cudaStreamLegacy);
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
{ int n = 4;
cudaStream_t fzStream48317_0;
if (cudaStreamCreateWithFlags(&fzStream48317_0, cudaStreamNonBlocking) != 0) abort();
}
  kernel<<<1, 32>>>(d);
  // The per-thread default stream is a default stream too u .c
daMemsetAsync(d, 0, n, cudaStreamPerThread);
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
if (fzErr41792_1) {cudato fzErr41792_2 = cudaStreamDestroy(fzStream41792_0);
if (fzErr41792_2) {}
struct { float *p; } fzHost41792_3;
fzHost41792_3.p = (float *)malloc((1 << 20));
cudaEvent_t fzEvent4__attribute__((global)) void fz1792_4;
FZ_CHECK(cudaEvKernel62570(float *p);
__attribute__((global)) void fzKernel18699(float *p);
__attribute__((global)) void fzKernel87917(float *p);
#include "cuda_runtime.h"
#ifentCreate(&fzEvent41792_4));
float *fzDev41792_5;
cudaMalloc((void **)&fzDev41792_5, 1024);
cudaStream_t fzStream41792_6 = 0;
(void)cuMndef FZ_CHECK
#define FZ_CHECK(x) emdocp