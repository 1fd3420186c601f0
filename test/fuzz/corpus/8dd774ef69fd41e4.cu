#include "cuda_runtime.h"

// Device code clang rejects and nvcc accepts (an intrinsic clang's headers lack): only the
// device side sees it.
__global__ void kernel(float *p) { p[0] = __nvcc_only_intrinsic(p[1]); }
__device__ float helper(float x) { return __nvcc_only_intrinsic(x); }

void time_it() {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  float ms = 0;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaEventElapsedTime(&ms, start, stop);
}
}
