// heldout17 probe: a host .cpp unit that includes a CUDA math header (cuda_bf16.h comes with cuBLAS/cuSPARSE headers),
// compiled by nvcc with -Xcompiler -fopenmp: how many errors does the translated parse hit?
#include <cuda_runtime.h>
#include <cuda_bf16.h>
void run(float *h, float *d, cudaStream_t s) {
  cudaMemcpyAsync(d, h, 16, cudaMemcpyHostToDevice, s);
}
