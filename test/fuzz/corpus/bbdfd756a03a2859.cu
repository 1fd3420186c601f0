__attribute__((global)) void fzKernel99743(float *p);
// A header of the project: under the source root.
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

inline float project_elapsed() {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming);
  cudaEventCreate(&b);
  float ms = 0;
  cudaEventElapsedTime(&ms, a, b);
  return ms;
{ int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
CUstream fzStream99743_0;
cuStreamCreate(&fzStream99743_0, CU_STREAM_NON_BLOCKING);
(void)cudaStreamQuery(fzStream99743_0);
if (n > 1) {
float *fzDev99743_1;
cudaMalloc((void **)&fzDev99743_1, (1 << 20));
fzKernel99743<<<1, 32>>>(fzDev99743_1);
cudaEvent_t fzEvent99743_2;
if (cudaEventCreateWithFlags(&fzEvent99743_2, cudaEventDisableTiming) != 0) abort();
float *fzHost99743_3;
cudaMallocManaged((void **)&fzHost99743_3, n);
(void)cudaStreamAttachMemAsync(fzStream99743_0, fzHost99743_3);
cudaDeviceSynchronize();
float *fzHost99743_4;
cudaHostAlloc((void **)&fzHost99743_4, n, cudaHostAllocDefault);
struct { float *p; } fzHost99743_5;
fzHost99743_5.p = (float *)malloc(n * sizeof(float));
} else {
CUstream fzStream99743_6;
cuStreamCreate(&fzStream99743_6, CU_STREAM_DEFAULT);
cudaStream_t fzStream99743_7;
auto fzErr99743_8 = cudaStreamCreate(&fzStream99743_7);
if (fzErr99743_8) {}
}
}
cudaStream_t fzStream99743_10;
(void)cudaStreamCreateWithFlags(&fzStream99743_10, cudaStreamNonBlocking);
float *fzDev99743_9;
cudaMallocAsync((void **)&fzDev99743_9, 1024, fzStream99743_10);
float *fzDev99743_11;
cudaMallocAsync((void **)&fzDev99743_11, 0, fzStream99743_10);
cudaStream_t fzStream99743_12;
cudaStreamCreateWithFlags(&fzStream99743_12, 0);
if (cudaMemcpyAsync(&fzDev99743_9[0], (fzDev99743_11 + 1), n, cudaMemcpyDefault, (n > 2 ? fzStream99743_10 : fzStream99743_12)) != 0) abort();
for (int fzI = 0; fzI < n; ++fzI) {
if (n > 1) {
float *fzHost99743_13 = (float *)malloc(n);
cudaEvent_t fzEvent99743_14;
if (cudaEventCreateWithFlags(&fzEvent99743_14, cudaEventDisableTiming) != 0) abort();
if (cudaStreamWaitEvent(fzStream99743_12, fzEvent99743_14) != 0) abort();
free(fzHost99743_13);
float *fzDev99743_15;
cudaMallocAsync((void **)&fzDev99743_15, 0, fzStream99743_12);
cudaEvent_t fzEvent99743_16;
auto fzErr99743_17 = cudaEventCreateWithFlags(&fzEvent99743_16, cudaEventDefault);
if (fzErr99743_17) {}
cudaEvent_t fzEvent99743_18;
cudaEventCreateWithFlags(&fzEvent99743_18, cudaEventDisableTiming);
} else {
cudaStream_t fzStream99743_20;
if (cudaStreamCreateWithPriority(&fzStream99743_20, cudaStreamNonBlocking, -1) != 0) abort();
float *fzDev99743_19;
cudaMallocAsync((void **)&fzDev99743_19, n * sizeof(float), fzStream99743_20);
cudaStream_t fzStream99743_21;
cudaStreamCreate(&fzStream99743_21);
float *fzHost99743_22;
cudaMallocHost((void **)&fzHost99743_22, (1 << 20));
float *fzHost99743_23 = (float *)malloc(n);
}
}
float *fzHost99743_24 = (float *)malloc(0);
}
}
