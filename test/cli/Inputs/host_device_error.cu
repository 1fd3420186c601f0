#include "cuda_runtime.h"

// The same error in a __host__ __device__ function: host code runs it, so it is host-relevant.
__host__ __device__ float both(float x) { return __nvcc_only_intrinsic(x); }

void time_it() {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
}
