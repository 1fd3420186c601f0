#include "cuda_runtime.h"

void time_it() {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
}
