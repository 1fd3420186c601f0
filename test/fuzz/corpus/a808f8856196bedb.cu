// RUN: %check_cuda --config="{CheckOptions: {cuda-alloc-in-loop.IgnoreFunctions: 'device_alloc;device_release; ::Pool::.*;cudaMallocHost;run_.*_benchmark'}}" %s cuda-alloc-in-loop
#include "cuda_runtime.h"

__global__ void kernel(float *p) {}

// Allocator wrappers named in IgnoreFunctions: nothing inside them, and no call to them, is
// reported.
float *device_alloc(size_t bytes) {
  float *p;
  cudaMalloc(&p, bytes);
  return p;
}
void device_release(float *p) { cudaFree(p); }

void wrappers_in_loop(int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    float *d = device_alloc(bytes);
    kernel<<<1, 1>>>(d);
    device_release(d);
  }
}

struct Pool {
  float *get(size_t bytes) {
    float *p;
    cudaMalloc(&p, bytes);
    return p;
  }
  void put(float *p) { cudaFree(p); }
};

void pool_methods_in_loop(Pool &pool, int iters, siz*h;
    cudaHostAlloc(&h, bytes, cudaHostAllocDefault);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaHostAlloc on every iteration of this loop
    kernel<<<1, 1>>>(h);
    cudaFHost(fzHost22564_17);
float *fzHost22564_22;
cudaM warning: cudaFreeHost on every iteration of this loop
  }
}
