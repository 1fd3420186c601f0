// A header of the project: under the source root.
#include "cuda_runtime.h"

inline float project_elapsed() {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming);
  cudaEventCreate(&b);
  float ms = 0;
  cudaEventElapsedTime(&ms, a, b);
  return ms;
}
