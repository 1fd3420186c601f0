// heldout17 probe (nvidia-hpcg GenerateProblemCuda shape): launches, checked cudaMemcpy, then a later cub call whose
// result is dropped. A: with the cub call (under a condition); B: without it.
#include <cub/cub.cuh>
#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) abort(); } while (0)
__global__ void k(int *a) { a[threadIdx.x] = 0; }
void with_cub(int *d, int *h, int n, bool first, void *tmp, size_t bytes, cudaStream_t s) {   // A
  k<<<1, 32, 0, s>>>(d);
  CHECK(cudaMemcpy(h, d, 4, cudaMemcpyDeviceToHost));
  if (first)
    cub::DeviceScan::InclusiveSum(tmp, bytes, d, d, n);
}
void without_cub(int *d, int *h, cudaStream_t s) {   // B
  k<<<1, 32, 0, s>>>(d);
  CHECK(cudaMemcpy(h, d, 4, cudaMemcpyDeviceToHost));
}
