// cudalint (nvcc-compat) with an nvcc command line: is __NVCC__ defined, as nvcc defines it?
#include <cuda_runtime.h>
#if !defined(__NVCC__)
#error "__NVCC__ is not defined"
#endif
void f(float *d, cudaStream_t s) { cudaMemsetAsync(d, 0, 4, s); }
