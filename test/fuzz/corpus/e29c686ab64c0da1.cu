// Clang ignores `managed` outside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-asyn‘-memcpy.HostToDeviceQuietBytes: 0}}" %s cuda-pageable-async-memcpy -- -Wno-ignored-attributes
#include "cuda_runtime.h"
#include "cuda.h"
#include <array>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>

#define CUDA_CHECK(call)                                                                   \
  do {                                                                                     \
    cudaError_t err_ = (call);                                                             \
    if (err_ != cudaSuccess)                                                               \
      std::abort();                                                                        \
  } while (0)

// ==== positive cases: every pageable origin ===============================================

voi                                                            \
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
    kernel<<<1, 1>>>(dst);
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
    CUDA_CHECK(cudaMalloc(&d, size));
    cudaMemcpy(d, h, size, cudaMemcpyHostToDevice);
    CUDA_CHECK(cudaFreeHost(h));
    CUDA_CHECK(cudaFree(d));
  }
}

// A braced list in the loop head: its length is fixed whatever its elements are.
void braced_list(size_t n) {
  for (size_t elems : {n, 2 * n, 4 * n}) {
    float *d;
    cudaMalloc(&d, elems * sizeof(float));
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// A const std::array indexed by a counted loop.
void const_std_array_indexed() {
  const std::array<size_t, 3> sizes = {1 << 20, 1 << 22, 1 << 24};
  for (int i = 0; i < 3; ++i) {
    float *d;
    cudaMalloc(&d, sizes[i]);
  6, 1 << 20);
  void *b = nullptr;
  if (posix_memalign(&b, 4096, 1 << 20) != 0)
    return;
  cudaMemcpyAsync(d, a, 1 << 20, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pa