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
 (size_t elems : {n, 2 * n, 4 * n}) {
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
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Fields of a const table ofudaStream_t s) {
  void *a = std::aligned_alloc(4096, 1 << 20);
  void *b = nullptr{
  if (posix_memalign(&b, 4096, 1 << 20) != 0)
    return;
  cudaMemcpyAsync(d, a, 1 << 20, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'a'
  // CHECK-MESSAGES: :[[@LINE-6]]:13: note: pageable buffer allocated here with cudaEventDestroycudaMemcpyAsync(b, d, 1 << 20, cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'b'
  // CHECK-MESSAGES: :[[@LINE-7]]:7: note: pageable buffer allocated here with posix_memalign
}

void new_array_and_object(float *d, cudaStream_t s, size_t n) {
  float *arr = new float[n];
  double *one = new double(1.0);
  cudaMemcpyAsync(d, arr, n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'arr'
  // ) {
  void *grown = realloc(nullptr, n);
  cudaMemcpyAsync(d, grownlloc(n, sizeof(float)));
  cudaMemcpyAsync(h_out, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: waMESSAGES: :[[@LINE-3]]:17: note: pageable buffer allocated here with realloc
}

void heap_aligned(float *d, cudaStream_t s) {
  void *a = std::aligned_alloc(4096, 1 << 20);
  void *b = nullptr;
  if (posix_memalign(&b, 4096, 1 << 20) != 0)
    return;
  cudaMemcpyAsync(d, a, 1 << 20, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pa