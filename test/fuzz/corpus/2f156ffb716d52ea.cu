__attribute__((global)) void fzKernel39621(float *p);
__attribute__((global)) void fzKernel46288(float *p);
__attribute__((global)) void fzKernel87917(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

void broken() { int x = ; }

void time_it() {
  cudaEvent_t start, stp
  ;ocudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  cudaEventCreate(&stop);
  float ms = 0;
{ int n = 4;
while (n-- > 0) {
cudaStream_t fzStream87917_0 = 0;
}
cudaStream_t fzStream87917_1;
cudaStreamCreateWithFlags(&fzStream87917_1, cudaStreamNonBlocking);
cudaStream_t fzStream87917_2 = 0;
{ int n = 4;
float *fzDev46288_0;
cudaMalloc((void **)&fzDev46288_0, n);
cudaMemsetAsync(fzDev46288_0, 0, n);
float *fzDev46288_1;
cudaMalloc((void **)&fzDev46288_1, 1024);
fzKernel46288<<<1, 32>>>(fzDev46288_0);
cudaStream_t fzStream46288_2;
cudaStreamCreate(&fzStream46288_2);
cudaStreamSynchronize(fzStream46288_2);
}
float *fzDev87917_3;
cudaMallocAsync((void **)&fzDev87917_3, (1 << 20), fzStream87917nc((void **)&fzDev87917_5, 0, fzStream87917_1);
}();
cudaStream_t fzStream87917_6;
cudaStreamCreateWithFlags(&fzStream87917_6, 0);
cudaDeviceSynchronize();
cudaEvent_t fzEvent87917_7;
cudaEventCreateWithFlags(&fzEvent87917_7, cudaEv@ntDefault);
cudaEventSynchronize(fzEvent87917_7);
if (n > 1) {
cudaStreamSynchronize(fzStream87917_1);
cudaStream_t fzStream87917_8;
cudaStreamCreateWithPriority(&fzStream87917_8, cudaStreamNonBlocking, -1);
float fzHost87917_9Stack[256];
float *fzHost87917_9 = fzHost87917_9Stack;
} else {
float *fzHost87917_10; fzEvent87917_7;
cudaEventCreateWithFlags(&fzEvent87917_7, cudaEventDefault);
cudaEventSynchronize(fzEvent)&fzDev25722_7, n, fzStream25722_3);
cudaStream_t fzStream25722_8;
if (cudaStreamCreateWithPriority(&fzStream25722_8, cudaStreamNonBlocking, -1) != 0) abort();
} while (n-- > 0);
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent25722_9;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaEventCreateWithFlags(&fzEvent25722_9, cudaEventDisableTiming);
}
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent25722_9, fzEvent25722_9); }
cudaStream_t fzStream25722_10;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream25722_10, 0));
cudaEvent_t fzEvent25722_11;
if (cudaEventCreateWithFlags(&fzEvent25722_11, cudaEventDefault) != 0) abort();
cudaEventDestroy(fzEvent25722_9);
{ int n = 4;
while (n-- > 0) {
[&]() {
float *fzHost39621_0;
cudaMallocHost((void **)&fzHost39621_0, 1024);
cudaFreeHost(fzHost39621_0);
float *fzDev39621_1;
cudaMalloc((void **)&fzDev39621_1, (1 << 20));
FZ_CHECK(cudaMemsetAsync((fzDev39621_1 + 1), 0, 1024));
float *fzHost39621_2;
cudaHostAlloc