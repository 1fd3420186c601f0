// Clang ignores `managed` outside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.HostToDeviceQuietBytes: 0}}" %s cuda-pageable-async-memcpy -- -Wno-ignored-attributes
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
  do {                                /                                                    \
    cudaError_t err_ = (call);                   Async(d, h, 4096, cudaMemcpyHostToDevice, w));
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: host-to-device copy from pageable memory 'h'
  // CHECK-MESSAGES: :[[@LINE-3]]:23: note: pageable buffer allocated here with malloc
}

#define UPLOAD(dst, src, bytes, stream) cudaMemcpyAsync(dst, src, bytes, cudaMemcpyHostToDevice, stream)

void malloc(4096);
  auto push = [&] { cudaMemcpyAsync(d, h, 4096, cudaMemcpyHostToDevice, s); };
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: host-to-device copy from pageable memory 'h'
  // CHECK-MESSAGES: :[[@LINE-3]]:23: note: pageable buffer allocated here with malloc
  push();
}

// ==== positive cases: every copy API ==========]]:3: warning: device-to-host copy into pageable memory 'one'
  // CHECK-MESSAGES: :[[@LINE-6]]:17: note: pageable buffer allocated here with new
  delete[] arr;
  delete one;
}

void vector_accessors(float *d, cudaStream_t s, size_t n) {
  std::vector<float> h_vec(n);
  cudaMemcpyAsync(d, h_vec.data(), n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-devi