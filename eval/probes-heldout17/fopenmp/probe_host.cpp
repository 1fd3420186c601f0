// heldout17 probe: a host .cpp unit compiled by nvcc with -Xcompiler -fopenmp (as nvidia-hpcg's and SuiteSparse's builds do)
#include <cuda_runtime.h>
void run(float *h, float *d, cudaStream_t s) {
#pragma omp parallel for
  for (int i = 0; i < 4; ++i) h[i] = 0.f;
  cudaMemcpyAsync(d, h, 16, cudaMemcpyHostToDevice, s);
}
