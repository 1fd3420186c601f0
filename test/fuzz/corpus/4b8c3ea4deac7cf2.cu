// RUN: %check_cuda %s cuda-alloc-in-loop
// Parameter sweeps: a loop over a small fixed set of values whose allocation is sized by the
// value allocates one buffer per value on purpose, and is not reported. Each silent case has a
// reported look-alike.
#include "cuda_runtime.h"
#include <cstdlib> // before <array>: clang's CUDA <new> wrapper uses ::malloc
#include <array>
#include <vector>

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call)                                                                     \
  do {                                                                                       \
    cudaError_t err_ = (call);                                                               \
    if (err_ != cudaSuccess)                                                                 \
      return;                                                                                \
  } while (0)

// ---- sweeps: silent --------------------------------------------------------------------

// A local array of sizes, range-for (look-alike: list_written_after_init).
void array_of_sizes() {
  size_t sizes[] = {64 * 1024 * 1024, 256 * 1024 * 1024};
  for (size_t size_bytes : sizes) {
    size_t n_floats = size_bytes / sizeof(float);
    float *src, *dst;
    cudaMalloc(&src, size_bytes);
    cudaMalloc(&dst, n_floats * sizeof(float));
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
    kernel<<<1, 1>>>(dst);
}
    cudaFree(src);
    cudaFree(dst);
  }
}

// A std::vector initialized from a braced list, pinned and device buffers per size.
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
  }
}

// A braced list in the loop head: its length is fixed whatever its elements are.
void braced_list(size_t n) {
  for (size_t elems : {at *p = nullptr;
  explicit DeviceBuffer(size_t n) { cudaMalloc(&p, n); }
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: cudaMalloc on every iteration of a loop that constructs 'buf' synchronizes {{.*}} [cuda-alloc-in-loop]
  // CHECK-MESSAGES: :[[@LINE+149]]:3: note: in this loop, which also launches kernels
  // CHECK-MESSAGES: :[[@LINE+149]]:18: note: through the constructor of 