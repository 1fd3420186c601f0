#include "cuda_runtime.h"

void clean() {
  cudaEvent_t start;
  cudaEventCreate(&start); // NOLINT(cuda-unchecked-error)
}
