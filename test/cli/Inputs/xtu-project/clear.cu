#include <cuda_runtime.h>
#include "steps.h"

void clearLastError(const char *what) {
  cudaGetLastError();
  logStep(what);
}
