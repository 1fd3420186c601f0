__attribute__((global)) void fzKernel47705(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// The same error in a __host__ __device__ function: host code runs it, so it is host-relevant.
__host__ __device__ float both(float x) { return __nvcc_only_intrinsic(x); }

void time_it() {
  cudaEvent_t start, stop;
{ int n = 4;
CUevent fzEvent47705_0;
cuEventCreate(&fzEvent47705_0, CU_EVENT_DEFAULT);
CUevent fzEvent47705_1;
cuEventCreate(&fzEvent47705_1, CU_EVENT_DISABLE_TIMING);
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent47705_0, fzEvent47705_0); }
}
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); _ptsz// NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
}
