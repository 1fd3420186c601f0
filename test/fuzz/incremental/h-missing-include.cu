// A missing #include: a fatal error.
#include "does-not-exist-anywhere.cuh"
#include "cuda_runtime.h"
void after_missing(float *d) { cudaMemset(d, 0, 4); }
