// heldout21 probe: ParRes/Kernels@04248b6 Cxx11/dgemm-multigpu-cublas.cu:117-136 + 259-279's shape, written from scratch:
// a helper that ends in cudaDeviceSynchronize, called for each GPU inside the loop over GPUs, so the GPUs run one after the
// other. Silent by the page (a loop over devices; a program with no stream of its own); an engineer would drop the wait
// (the per-device sync loop after it already drains every GPU).
#include <cstdlib>
#include <cuda_runtime.h>
#define CK(x) do { if ((x) != cudaSuccess) std::abort(); } while (0)
__global__ void work(float *a) { a[threadIdx.x] += 1.0f; }
void step(float *d) {
  work<<<1, 32>>>(d);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
}
void run(float **d, int ngpus, int iters) {
  for (int it = 0; it < iters; ++it) {
    for (int g = 0; g < ngpus; ++g) { CK(cudaSetDevice(g)); step(d[g]); }
    for (int g = 0; g < ngpus; ++g) { CK(cudaSetDevice(g)); CK(cudaDeviceSynchronize()); }
  }
}
