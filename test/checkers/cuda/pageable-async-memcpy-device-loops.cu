// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.ReportOneShotUnboundedUploads: true}}" %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include <cstdlib>

// Issue 15: a loop over devices (one iteration per GPU, each handling its own buffers once)
// does not make a copy repeat; the note says the copy runs once. Real code:
// zjin-lcf/HeCBench@f27000a src/logan-cuda/src/logan_functions.cu:532,602 (OpenMP loops over
// the GPUs, cudaSetDevice(i) in each iteration).

void per_device_upload(float **dev, size_t n, cudaStream_t *streams) {
  int ngpus = 0;
  cudaGetDeviceCount(&ngpus);
  char *host[8];
  for (int i = 0; i < ngpus; ++i)
    host[i] = (char *)malloc(n);
  for (int i = 0; i < ngpus; ++i) {
    cudaSetDevice(i);
    cudaMemcpyAsync(dev[i], host[i], n, cudaMemcpyHostToDevice, streams[i]);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'host[i]' is staged {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES: :[[@LINE-2]]:5: note: the copy runs once as far as this file shows
  }
}

// ---- look-alikes: the copy repeats ---------------------------------------------------------

// One fixed device, selected on every iteration of a loop over frames.
void per_frame_on_device0(float *dev, size_t n, int frames, cudaStream_t s) {
  char *host = (char *)malloc(n);
  for (int f = 0; f < frames; ++f) {
    cudaSetDevice(0);
    cudaMemcpyAsync(dev, host, n, cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'host' is staged {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: the copy repeats on every iteration of this loop; pinning the buffer once pays back on every iteration
  }
}

// A loop over devices inside a loop over frames: the outer loop repeats the copy.
void per_frame_per_device(float **dev, size_t n, int frames, int ngpus, cudaStream_t *streams) {
  char *host[8];
  for (int i = 0; i < ngpus; ++i)
    host[i] = (char *)malloc(n);
  for (int f = 0; f < frames; ++f) {
    for (int i = 0; i < ngpus; ++i) {
      cudaSetDevice(i);
      cudaMemcpyAsync(dev[i], host[i], n, cudaMemcpyHostToDevice, streams[i]);
      // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: host-to-device copy from pageable memory 'host[i]' is staged {{.*}} [cuda-pageable-async-memcpy]
      // CHECK-MESSAGES: :[[@LINE-5]]:3: note: the copy repeats on every iteration of this loop; pinning the buffer once pays back on every iteration
    }
  }
}
