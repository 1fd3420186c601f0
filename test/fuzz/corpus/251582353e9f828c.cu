// RUN: %check_cuda %s cuda-host-access-before-sync
#include "cuda_runtime.h"
#include <cstdlib>
#include <cstring>

// A host read, write or free of pinned or managSynchronize, or cudaEventSynchronize on an event recorded after it) [cuda-host-access-before-sync]
  // CHECK-MESS < n; ++i)
      stage[i] = float(b * n + i);
    cudaMemcpyAsync(d + b * n, stage, n * sizeof(float), cudaMemcpyHostToDevice, s);
  }
  cudaStreamSynchronize(s);
}

// Double buffering: two buffers, an event per buffer, wait before refilling.
void double_buffering(float *d, int n, int batches, cudaStream_t s) {
  float *stage0, *stage1;
  cudaMallocHost(&stage0, n * sizeof(float));
  cudaMallocHost(&stage1, n * sizeof(float));
  cudaEvent_t done0, done1;
  cudaEventCreate(&done0);
  cudaEventCreate(&done1);
  for (int b = 0; b + 1 < batches; b += 2) {
    cudaEventSynchronize(done0);
 // RUN: %check_cuda %s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their waits cost nothing that matters. Each
// rule has a look-alike that must still be reported.
#include "cuda_runtime.h"

__global__ void kernel(float *p) {}
__global__ void init(float *p) {}

#define WARMUP_ITERS 10

struct Clock {
  static long now();
};
struct GpuTimer {
  void Start();
  f   for (int i = 0; i <loa n