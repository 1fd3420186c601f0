// heldout19 probe (b): gpu-cache's shape more closely: the kernel template's block size is a template argument
// of the launcher, which its template caller passes a local 'const size_t iters' computed from N.
#include <cuda_runtime.h>
#include <cstdlib>
#define CHECK(x) do { if ((x) != cudaSuccess) exit(1); } while (0)
double *dA;
template <int N, int iters, int BS> __global__ void sum(double *a) { a[threadIdx.x] += N + iters; }
template <int N, int iters, int BS> double launchT(int blocks) {   // :8
  sum<N, iters, BS><<<blocks, BS>>>(dA);                              // :9
  return 0.0;
}
template <int N, int BS> void measureT(cudaEvent_t e) {
  const size_t iters = (size_t)1000000000 / N + 2;
  for (int i = 0; i < 15; i++) { CHECK(cudaEventRecord(e)); launchT<N, iters, BS>(4); CHECK(cudaEventRecord(e)); }
}
template <int N, int BS> void measureU(cudaEvent_t e) {
  for (int i = 0; i < 15; i++) { CHECK(cudaEventRecord(e)); launchT<N, 7, BS>(4); CHECK(cudaEventRecord(e)); }
}
int main() {
  cudaEvent_t e; CHECK(cudaEventCreate(&e));
  measureT<128, 128>(e); measureU<256, 256>(e);
  return 0;
}
