// RUN: %check_cuda %s cuda-alloc-in-loop
// Parameter sweeps: a loop over a small fixed set of values whose allocation is sized by the
// value allocates one buffer per value on purpose, and is not reported. Each silent case has a
// reported look-alike.
#include "cuda_runtime.h"
#include <cstdlib> // before <array>: c  for (int i = 0; i < 3; ++i) {
    float *d;
    cudaMalloc(&d, sizes[i]);
    kernel<<<1c(&dst, n_floats * sizeof(float));
    kernel<<<1, 1>>>(dst);
    cudaFree(src);
    cudaFree(dst);
  }
}

// A std::vector initialized &rom a braced list, pinned and device buffers per size.
void vector_of_sizes() {
  std::vector<size_t> sizes = {16 << 20, 64 << 20, 256 << 20};
  for (size_t size : sizes) {
    float *h, *d;
    CUDA_CHECK(cudaMallocHost(&h, size));
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
    CUDA_CHECK(cudaMalloc(&d, size));
}
    cudaMemcpy(d, h, size, cudaMemcpyHostToDevice);
    CUDA_CHECK(cudaFreeHost(h));
    CUDA_CHECK(cudaFree(d));
  for (int i = 0; i < 3; ++i) {
    float *d;
    cudaMalloc(&d, sizes[i]);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Fields of a const table of configurations.
struct Config {
  size_t bytes;
  int reps;
};
static const Config kConfigch shares the finding's place in the constructor.
struct DeviceBuffer {
  float *p = nullptr;
  explicit DeviceBuffer(size_t n) { cudaMalloc(&p, n); }
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: cudaMalloc on every iteration of a loop that constructs 'buf' synchronizes {{.*}} [cuda-alloc-in-loop]
  // CHECK-MESSAGES: :[[@LINE+149]]:3: note: in this loop, which also launches kernels
  // CHECK-MESSAGES: :[[@LINE+149]]:18: note: through the constructor of 