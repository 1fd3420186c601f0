// RUN: %check_cuda %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include <cstdlib>
#include <cstdint>

// Host buffers of an aligning allocator: malloc, then the address rounded with integer
// arithmetic by constants (held-out round 35, PaddlePaddle/Anakin@5fd68a6
// saber/core/target_wrapper.h:39, the fast_malloc behind its per-inference read-backs). The
// memory is still malloc's: reported as a plain malloc is. Look-alikes that stay silent: the
// same rounding of a pinned buffer, and arithmetic whose other operand is not a constant (the
// address is then not known to stay within the allocation).

static void *alignedMalloc(size_t n) {
  char *raw = static_cast<char *>(malloc(n + 64 + sizeof(void *)));
  void *r = reinterpret_cast<void *>(reinterpret_cast<uintptr_t>(raw + sizeof(void *) + 63) &
                                     ~uintptr_t(63));
  static_cast<void **>(r)[-1] = raw;
  return r;
}

static void *alignedPinned(size_t n) {
  char *raw = nullptr;
  cudaMallocHost(&raw, n + 64);
  return reinterpret_cast<void *>((reinterpret_cast<uintptr_t>(raw) + 63) & ~uintptr_t(63));
}

static void *mixed(size_t n, uintptr_t salt) {
  char *raw = static_cast<char *>(malloc(n));
  return reinterpret_cast<void *>(reinterpret_cast<uintptr_t>(raw) ^ salt);
}

__global__ void unpack(float *d) {}

// Each frame's read-backs, then a launch before the wait (a wait right after would make the
// copies of a size the file does not tell quiet: pageable-async-memcpy-synced.cu).
void readBack(float *d, size_t n, int frames, uintptr_t salt, cudaStream_t s) {
  float *boxes = static_cast<float *>(alignedMalloc(n * sizeof(float)));
  float *pinned = static_cast<float *>(alignedPinned(n * sizeof(float)));
  float *scrambled = static_cast<float *>(mixed(n * sizeof(float), salt));
  for (int f = 0; f < frames; ++f) {
    cudaMemcpyAsync(boxes, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: device-to-host copy into pageable memory 'boxes' is staged {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES: :[[@LINE-3]]:3: note: the copy repeats on every iteration of this loop{{.*}}
    cudaMemcpyAsync(pinned, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
    cudaMemcpyAsync(scrambled, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
    unpack<<<1, 32, 0, s>>>(d);
    cudaStreamSynchronize(s);
  }
}
