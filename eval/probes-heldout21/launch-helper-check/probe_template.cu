// heldout21 probe: ParRes/Kernels@04248b6 Cxx11/xgemm-cublas.cu:144-170's shape: the same launch in a function that main
// calls (reported by the OLD build at xgemm-cublas.cu:159), for comparison with probe_helper.cu.
#include <cstdlib>
#include <cuda_runtime.h>
__global__ void k(float *a) { a[threadIdx.x] += 1.0f; }
void check(cudaError_t e) { if (e != cudaSuccess) std::abort(); }
void sync() { check(cudaDeviceSynchronize()); }
void release(float *p) { check(cudaFree(p)); }
void run(float *d) {
  for (int i = 0; i < 10; ++i) {
    k<<<1, 32>>>(d);
    sync();
  }
}
int main() {
  float *d;
  check(cudaMalloc(&d, 128));
  run(d);
  release(d);                      // the release through a helper too
  return 0;
}
