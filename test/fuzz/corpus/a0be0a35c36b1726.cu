__attribute__((global)) void fzKernel87141(float *p);
// A vendored library header reached through -I from outside the source root.
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

inline float vendor_elapsed() {
  cudaEvent_t a, b;
{ int n = 4;
cudaStream_t fzStream87141_0;
if (cudaStreamCreateWithFlags(&fzStream87141_0, 0) != 0) abort();
float *fzHost87141_1;
cuMemAllocHost((void **)&fzHost87141_1, n * sizeof(float));
float *fzDev87141_2;
cudaMalloc((void **)&fzDev87141_2, 4);
if (cudaFree(fzDev87141_2) != 0) abort();
cudaEvent_t fzEvent87141_3;
auto fzErr87141_4 = cudaEventCreateWithFlags(&fzEvent87141_3, cudaEventDisableTiming);
if (fzErr87141_4) {}
cudaStream_t fzStream87141_5;
if (cudaStreamCreateWithFlags(&fzStream87141_5, 0) != 0) abort();
do {
[&]() {
cudaEvent_t fzEvent87141_6;
cudaEventCreateWithFlags(&fzEvent87141_6, cudaEventDisableTiming);
float *fzHost87141_7;
cuMemAllocHost((void **)&fzHost87141_7, 1024);
float *fzHost87141_8;
cudaHostAlloc((void **)&fzHost87141_8, 0, cudaHostAllocDefault);
if (cudaHostRegister(fzHost87141_1, (1 << 20), cudaHostRegisterDefault) != 0) abort();
CUevent fzEvent87141_9;
cuEventCreate(&fzEvent87141_9, CU_EVENT_DISABLE_TIMING);
}();
for (int fzI = 0; fzI < n; ++fzI) {
cudaStreamQuery((n > 2 ? fzStream87141_0 : fzStream87141_5));
FZ_CHECK(cudaEventQuery(fzEvent87141_3));
cudaEventRecordWithFlags(fzEvent87141_3, fzStream87141_0, 0);
cudaStream_t fzStream87141_10;
if (cudaStreamCreateWithFlags(&fzStream87141_10, 0) != 0) abort();
float *fzDev87141_11;
cudaMalloc((void **)&fzDev87141_11, 0);
}
cudaEvent_t fzEvent87141_12;
cudaEventCreateWithFlags(&fzEvent87141_12, cudaEventDisableTiming);
cudaStream_t fzStream87141_13;
cudaStreamCreateWithFlags(&fzStream87141_13, 0);
cudaLaunchKernel((const void *)fzKernel87141, dim3(1), dim3(32), nullptr, 0, fzStream87141_5);
if (n > 1) {
float *fzDev87141_14;
cudaMalloc((void **)&fzDev87141_14, 0);
cudaEvent_t fzEvent87141_15;
if (cudaEventCreateWithFlags(&fzEvent87141_15, cudaEventDisableTiming) != 0) abort();
} else {
cudaEvent_t fzEvent87141_16;
FZ_CHECK(cudaEventCreate(&fzEvent87141_16));
(void)cudaEventRecordWithFlags(fzEvent87141_3, (n > 2 ? fzStream87141_5 : fzStream87141_13), 0);
float *fzDev87141_17;
cudaMallocAsync((void **)&fzDev87141_17, 0, fzStream87141_13);
cudaEventRecordWithFlags(fzEvent87141_16, fzStream87141_0, 0);
}
do {
float *fzHost87141_18 = (float *)malloc((1 << 20));
float *fzHost87141_19 = new float[1024];
float *fzHost87141_20;
cuMemAllocHost((void **)&fzHost87141_20, (1 << 20));
} while (n-- > 0);
} while (n-- > 0);
}
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming);
  cudaEventCreate(&b);
  float ms = 0;
  cudaEventElapsedTime(&ms, a, b);
  return ms;
}
