// heldout17 probe: does the -Xcompiler -fopenmp spelling of an nvcc command stop a TU from parsing cleanly?
#include <cuda_runtime.h>
__global__ void k(float *a) { a[threadIdx.x] = 0.f; }
void run(float *a, cudaStream_t s) {
#pragma omp parallel for
  for (int i = 0; i < 4; ++i) { }
  k<<<1, 32, 0, s>>>(a);
  cudaStreamSynchronize(s);
}
