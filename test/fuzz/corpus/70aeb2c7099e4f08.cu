#include "cuda_runtime.h"

void time_it() {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
}

__global__ void fzKernel6946(float *p) { if (p) p[0] = 1; }
void fzHost6946(int n) {
float *fzDev6946_0;
cudaMalloc((void **)&fzDev6946_0, 0);
cudaStream_t fzStream6946_1;
cudaStreamCreate(&fzStream6946_1);
cudaMemsetAsync(fzDev6946_0, 0, 1024, fzStream6946_1);
}
