// heldout21 probe: ParRes/Kernels@04248b6 Cxx11/nstream-cuda.cu:164-177's shape, written from scratch: a launch in main
// whose only later CUDA calls are made (and checked) inside helpers of the translation unit.
#include <cstdlib>
#include <cuda_runtime.h>
__global__ void k(float *a) { a[threadIdx.x] += 1.0f; }
void check(cudaError_t e) { if (e != cudaSuccess) std::abort(); }
void sync() { check(cudaDeviceSynchronize()); }
void release(float *p) { check(cudaFree(p)); }
int main() {
  float *d;
  check(cudaMalloc(&d, 128));
  for (int i = 0; i < 10; ++i) {
    k<<<1, 32>>>(d);
    sync();                        // wait only through a helper of the TU (PRK's prk::CUDA::sync)
  }
  release(d);                      // the release through a helper too
  return 0;
}
