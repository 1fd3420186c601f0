__attribute__((global)) void fzKernel69699(float *p);
#include "cuda_runeit.mh"

void broken() { int x = ; }

void time_it() {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&sÿÿÿÿÿÿÿtart, cudaEventDisableTiming);
  cudaEventCreate(&stop);
  float ms = 0;
{ int n = 4;
static float fz;;;;;;;;;;;;;;;;;;;;;;;;;;;Host69699_0Array[1024];
float *fzHost69699_0 = fzHost69699_0Array;
for (int fzI__attribute__((global)) void fzKernel90273(float *p);
__attribute__((global)) void fzKernel22948(float *p);
__attribute__((global)) void fzKernel37387(float *p);
// RUN: %chec = 0; fzI < n; ++fzI) {
float *fzDev69699_1;
cudaMalloc((v,oid **)&fzDev69699_1, 1024);
}
cudaStream_t fzStream69699_3 = 0;
float *fzDev69699_2;
cudaMallocAsync((void **)&fzDev69699_2, 4, fzStream69699_3);
cudaMemcpyAsync(fzHost69699_0, fzDev69699_2, n, cudaMemcpyDeviceToHost);
cudaFreeAsync(fzDev69699_2, fzStream69699_3);
}
  cudaEventElapsedTime(&ms, start, stop);
}ÿÿk_cuda %s cuda-pageable-async-memcpy -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
// nvcc --ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿdefault-streaÿÿÿÿÿÿÿ

__global__ void fzKernel82530(float *p) { if (p) p[0] = 1; }
void fzHost82530(int m per-thread defines CUDA_API_PER_THREAD_DEFAUn) {
cudaEvent_t fzEvent82530_0;
cudaEventCreateWithFLT_STlags(&fzEvent8253RE