// The allocation wrapper of the probe, in its own unit (as Anakin's cuda_impl.cpp).
#include <cuda_runtime.h>
#include <cstddef>
void mem_alloc(void **p, size_t n) { cudaMalloc(p, n); }
void mem_free(void *p) { cudaFree(p); }   // unguarded here, so that only the unit boundary differs from loop-same-unit.cu
