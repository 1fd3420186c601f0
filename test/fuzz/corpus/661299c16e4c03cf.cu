// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.MinBytes: 4096, cuda-pageable-async-memcpy.HostToDeviceQuietBytes: 0}}" %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include "cuda.h"
#include <cstdlib>
#include <vector>

#define SMALL_BYTES 512
constexpr size_t kLarge = 1 << 20;

void sizes(float *d, cudaStream_t s, size_t n) {
  int count = 7;
  float coefficients[16];
  float *big = (float *)malloc(kLarge);
  std::vector<float> v(n);
  const size_t header_bytes = 128;

  // Known constants below MinBytes: not reported.
  cudaMemcpyAsync(d, &count, sizeof(count), cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(d, coefficients, sizeof(coefficients), cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(d, big, SMALL_BYTES, cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(v.data(), d, header_bytes, cudaMemcpyDeviceToHost, s);
  cudaMemcpy2DAsync(d, 64, big, 64, 16 * sizeof(float), 16, cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(d, big, 4095, cudaMemcpyHostToDevice, s);

  // At or above MinBytes, or a size not known: reported.
  cudaMemcpyAsync(d, big, 4096, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'big' is staged through a pinned bounce buffer
  // CHECK-MESSAGES: :[[@LINE-15]]:25: note: pageable buffer allocated here with malloc
  cudaMemcpyAsync(d, big, kLarge, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'big'
  // CHECK-MESSAGES: :[[@LINE-18]]:25: note: pageable buffer allocated here with malloc
  cudaMemcpyAsync(v.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'v'
  // CHECK-MESSAGES: :[[@LINE-20]]:22: note: 'v' is a std::vector, whose storage is pageable memory
  cudaMemcpy2DAsync(d, 4096, big, 4096, 4096, 256, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'big' is staged through a pinned bounce buffer: cudaMemcpy2DAsync
  // CHECK-MESSAGES: :[[@LINE-24]]:25: note: pageable buffer allocated here with malloc
}

void driver_sizes(CUdeviceptr d, CUstream s) {
  char small[256];
  char large[8192];
  cuMemcpyHtoDAsync(d, small, sizeof(small), s);
  cuMemcpyHtoDAsync(d, large, sizeof(large), s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'large'
  // CHECK-MESSAGES: :[[@LINE-4]]:8: note: 'large' is a stack array declared here
}
