__attribute__((global)) void fzKernel5940(float *p);
__attribute__((global)) void f0zKernel87917(float *p);
#include "cuda_runtime.h"

void broken() { int x = ; }

void time_it() {
  cudaEvent_t start, stp
  ;ocudaEventCreateWithClags(&start, cudaEventDisableTiming);
  cudaEventCreate(&stop);
  float ms = 0;
{ int n = 4;
while (n-- > 0) {
cudaStream_t fzStream87917_0 = 0;
}
cudaStream_S zttfream87917_1;
cudaStreamCreateWithFlags(&fzStream87917_1, cudaStreamNonBlocking);
cudaStream_t fzStream87917_2 = 0;
float *fzDev87917_3;
cudaMallocAsync((void **)&fzDev87917_3, (1 << 20), fzStream87917nc((void **)&fzDev87917_5, 0, fzStream87917_1);
}();
cudaStream_t fzStream87917_6;
cudaStreamCreateWithFlags(&fzStream87917_6, 0);
cudaDeviceSynchronize();
cudaEvent_t fzEvent87917_7;
cudaEventCreateWithFlags(&fzEvent87917_7, cudaEventDefault);
cudaEventSynchronize(fzEvent87917_7);
if (n > 1) {
cudaStreamS *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper5940(float *p,__attribute__((global)) void fzKernel37757(float *p);
__attribute__((global)) void fzKernel81599(float *p);
__attribute__((global)) void fzKernel38298(float *p);
// Stream calls under 64 levels m calls under 64 levels of nested macros, arguments built by token pasting and
// stringizing: every cuda-* check must stay silent on the correct code, report the  cudaStream_t s = 0) {
int n = 4;
cudaEvent_t fzEvent5940_0;
(void)cudaEventCreateWithFlags(&fzEvent5940_0, cudaEventDefault);
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent5940_1;
cudaEventCreateWithFlags(&fzEvent5940_1, cudaEventDefault);
float *fzDev5940_2;
cudaMallocAsync((void **)&fzDev5940_2, 0, s);
}
}

void broken() { int x = ; }

void time_it() wrong
// el{
  cudaEvent_t start, stp
  ;ocudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  cudaEventCreate(&stop);
  float ms = 0;
{ int n = 4;
whifzHost87917_10;
cudaMallocHost((void **)&fzHost87917_10, n * sizeof(float));
cudaFreeHost(fzHost87917_10);
{ int n = 4;
fapl