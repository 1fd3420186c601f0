// A vendored library header reached through -I from outside the source root.
#include "cuda_runtime.h"

inline float vendor_elapsed() {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming);
  cudaEventCreate(&b);
  float ms = 0;
  cudaEventElapsedTime(&ms, a, b);
  return ms;
}
