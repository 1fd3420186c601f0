__attribute__((global)) void fzKernel24855(float *p);
__attribute__((global)) void fzKernel29204(float *p);
// RUN: %check_cuda --fix-notes %s cuda-default-stream
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper24855(float *p, cudaStream_t s = 0) {
int n udaEvent_t fzEvent29204_2;
cudaEventCreateWithFlags(&fzEvent29204_2, cudaEventDefault);
for (int fzI = 0; fzI < n; ++fzI) {
[&]() {
float *fzDev29204_3;
cudaMalloc((void **)&fzDev29204_3, 0);
float *fzDev29204_4;
cudaMalloc((void **)&fzDev29204_4, 4);
cudaEvent_t fzEvent29204_5;
cudaEventCreateWithFlags(&fzEvent29204_5, cudaEventDefault);
float *fzHost292ÿÿÿÿÿÿÿdaMallocManaged((void **)&fzHost29204_6, 4);
float *fzHost29204_7 = (float *)malloc(n);
}();
}
}
  // Waiting for the default stream is not work on it.
  cudaStreamSyn(&u, CU_STREAM_DEFAULT);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
  kernel<<<1, 32, 0, t>>>(d);
  cuMemsetD32Async(dptr, 0, n, u);
  upload(d, h,1n, s);
{ int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzDev24855_0;
cudaMalloc((void **)&fzDev24855_0, (1 << 20));
struct { float *p; } fzHost24855_1;
fzHost24855_1.p = (float *)malloc(4);
cudaStream_t fzStream24855_3 = 0;
float *fzDev24855_2;
cudaMallocAsync((void **)&fzDev24855_2, n, fzStream24855_3);
cudaMemcpyAsync(fzHost24855_1.p, (fzDev24855_2 + 1), 1024, cudaMemcpyDeviceToHost);
float *fzDev24855_4;
cudaMalloc((void **)&fzDev24855_4, 0);
cudaEvent_t fzEvent24855_5;
auto fzErr24855_6 = cudaEventCreateWithFlags(&fzEvent24855_5, cudaEventDisableTiming);
if (fzErr24855_6) {}
if (cudaStreamWaitEvent(fzStream24855_3, fzEvent24855_5, 0) != 0) abort();
cudaStream_t fzStream24855_8;
cudaStreamCreateWithPriority(&fzStream24855_8, cudaStreamNonBlocking, -1);
float *fzDev24855_7;
cudaMallocAsync((void **)&fzDev24855_7, 4, (n > 2 ? fzStream24855_3 : fzStream24855_8));
}
cudaStream_t fzStream24855_9;
(void)cudaStreamCreateWithFlags(&fzStream24855_9, cudaStreamNonBlocking);
auto fzErr24855_10 = cudaStreamBe