#include <cuda_runtime.h>
#include "steps.h"

void reportFailure(const char *what, cudaError_t err);

void checkCuda(const char *what) {
  cudaError_t err;
  err = cudaGetLastError();
  if (err != cudaSuccess)
    reportFailure(what, err);
}
