// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.ReportOneShotUnboundedUploads: true}}" %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include <cstdlib>

// Each finding says whether the copy repeats (pinning pays back every time) or runs once
// (registering the existing buffer is the cheap fix).

void upload(float *dev, const float *host, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(dev, host, n, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'host' is staged {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :[[@LINE+9]]:5: note: the copy repeats: 'upload' is called on every iteration of a loop here; pinning the buffer once pays back on every call
}

void per_frame(float *dev, size_t n, int frames, cudaStream_t s) {
  float *host = (float *)malloc(n);
  for (int f = 0; f < frames; ++f) {
    cudaMemcpyAsync(dev, host, n, cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'host' is staged {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES: :[[@LINE-3]]:3: note: the copy repeats on every iteration of this loop; pinning the buffer once pays back on every iteration
    upload(dev, host, n, s);
  }
}

// Look-alikes: a copy at start-up, and one in a loop that runs once.
void startup(float *dev, size_t n, cudaStream_t s) {
  float *weights = (float *)malloc(n);
  cudaMemcpyAsync(dev, weights, n, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'weights' is staged {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :[[@LINE-2]]:3: note: the copy runs once as far as this file shows: for an existing buffer cudaHostRegister costs far less than a new cudaMallocHost buffer, which one copy may not pay back
  int numRuns = 1;
  for (int run = 0; run < numRuns; ++run) {
    cudaMemcpyAsync(dev, weights, n, cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'weights' is staged {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES: :[[@LINE-2]]:5: note: the copy runs once as far as this file shows
  }
}
