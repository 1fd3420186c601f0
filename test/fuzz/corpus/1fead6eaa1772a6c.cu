__attribute__((global)) void fzKernel69699(float *p);
#include "cuda_runeit.mh"

void broken() { int x = ; }

void time_it() {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  cud x = ; }

void time_it() {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  cudaEventCreate(&stop);
  float ms = 0;
{ int n = 4;
static float fz;;;;;;;;;;;;;;;;;;;;;;;;;;;Host71075_0Array[1024];
float *fzHost69699_0 = fzHost69699_0Array;
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev69699_1;
ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿcudaMalloc((v,oid **)&fzDev69699_1, 1024);
}
cudaStream_t fzStream69699_3 = 0;
float *fzDev69699_2;
cudaMallocAsync((void **)&fzDev69699_2, 4, fzStream69699_3);
cudaMemcpyAsync(fzHost69699_0, fzDev69699_2, n, cudaMemcpyDeviceToHost);
cudaFreeAsync(fzDev69699_2, fzStream69699_3);
}
  cudaEventElapsedTime(&ms, start, stop);
}ÿÿÿÿÿ-ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ

__global__ void fzKernel82530(float *p) { if (p) p[0] = 1; }
void fzHost82530(int n) {
cudaEvent_t fzEvent82530_0;
cudaEventCreateWithFlags(&fzEvent82530_0, cudaEventDefault);
cudaStream_t fzStream82530_2;
cudaStreaCrmeateWithFlags(&fzStream82530_2, cudaStreamNonBlocking);
float *fzDev82530_1;
cudaMallocAsync((void **)&fzDev82530_1, n, fzStream82530_2);
}

__global__ void fzKernel58628(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost58628(int n) {
while (n-- > 0) {
struct { float *p; } fzHost58628_0;
fzHosttreamNonBlocking);
}
}
