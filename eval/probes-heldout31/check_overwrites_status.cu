// Held-out round 31 probe: a checking helper that replaces the status it is given with the result of
// cudaDeviceSynchronize() (the shape of cholla-hydro/cholla@8478c9e src/utils/gpu.hpp:139-155, written anew here).
// Does it report (1) an invalid launch configuration, (2) a failed cudaMalloc? Prints one line per case.
#include <cstdio>
#include <cuda_runtime.h>

static int reported = 0;
static void check_like_gpu_hpp(cudaError_t code = cudaPeekAtLastError()) {
  code = cudaDeviceSynchronize();                 // the helper's first statement overwrites its argument
  if (code != cudaSuccess) { ++reported; std::printf("  helper reported: %s\n", cudaGetErrorString(code)); }
}
static void check_plain(cudaError_t code) {
  if (code != cudaSuccess) { std::printf("  plain check reported: %s\n", cudaGetErrorString(code)); }
}
__global__ void k(float *p) { if (p) p[threadIdx.x] = 1.0f; }

int main() {
  float *d = nullptr;
  check_plain(cudaMalloc(&d, 4096 * sizeof(float)));
  // (1) invalid configuration: 2048 threads per block
  reported = 0;
  k<<<1, 2048>>>(d);
  check_like_gpu_hpp();
  std::printf("invalid launch: helper %s; cudaGetLastError afterwards: %s\n", reported ? "REPORTED" : "silent",
              cudaGetErrorString(cudaGetLastError()));
  // (2) an allocation that cannot succeed
  reported = 0;
  float *huge = nullptr;
  check_like_gpu_hpp(cudaMalloc(&huge, (size_t)1 << 50));
  std::printf("failed cudaMalloc: helper %s; pointer %s; cudaGetLastError afterwards: %s\n",
              reported ? "REPORTED" : "silent", huge ? "non-null" : "null", cudaGetErrorString(cudaGetLastError()));
  // control: the same failure given to a check that keeps its argument
  check_plain(cudaMalloc(&huge, (size_t)1 << 50));
  cudaGetLastError();
  cudaFree(d);
  return 0;
}
