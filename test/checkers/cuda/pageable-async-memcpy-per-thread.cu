// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.ReportOneShotUnboundedUploads: true}}" %s cuda-pageable-async-memcpy -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
// nvcc --default-stream per-thread defines CUDA_API_PER_THREAD_DEFAULT_STREAM: the headers then
// map cudaMemcpyAsync and friends to their _ptsz entry points, which are the same copies.
#include "cuda_runtime.h"
#include <cstdlib>
#include <vector>

void per_thread_stream(float *d, cudaStream_t s, size_t n) {
  float *h = (float *)malloc(n);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h' is staged through a pinned bounce buffer: cudaMemcpyAsync blocks the host and cannot overlap other work; allocate 'h' with cudaMallocHost/cudaHostAlloc or register it with cudaHostRegister [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :[[@LINE-3]]:23: note: pageable buffer allocated here with malloc
  float *pinned;
  cudaMallocHost(&pinned, n);
  cudaMemcpyAsync(pinned, d, n, cudaMemcpyDeviceToHost, s);
}
