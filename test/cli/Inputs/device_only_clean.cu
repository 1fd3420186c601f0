#include "cuda_runtime.h"

// Only a device-only error, no finding.
__global__ void kernel(float *p) { p[0] = __nvcc_only_intrinsic(p[1]); }
