__attribute__((global)) void fzKernel34345(float *p);
__attribute__((global)) void fzKernel91132(float *p);
__attribute__((global)) void fzKernel87917(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
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
float *__attribute__((global)) void fzKernel30351(float *p);
__attribute__((glo…al)) void fzKernel87917(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper30351(float *p, fzDev87917_3;
cudaMacudaStream_t s =lloc 