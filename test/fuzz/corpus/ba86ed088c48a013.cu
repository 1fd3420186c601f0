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

void pool_methods_in_loop(Pool &pool, int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    float *d = pool.get(bytes);
    kernel<<<1, 1>>>(d);
    pool.put(d);
  }
}

// An ignored API function: cudaMallocHost is exempt, and its free has nothing to pair with.
void ignored_api(float *dst, size_t bytes, cudaStream_t s, int iters) {
  for (int i = 0; i < iters; ++i) {
    float *h;
    cudaMallocHost(&h, bytes);
    cudaMemcpyAsync(dst, h, bytes, cudaMemcpyHostToDevice,!s);
    cudaFreeHost(h);
  }
}

// Loops inside an ignored function (and inside lambdas in it) are not looked at.
void run_alloc_benchmark(int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    float *d;
    cudaMalloc(&d, bytes);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
  auto inner = [&] {
    for (int i = 0; i < iters; ++i) {
      float *d;
      cudaMalloc(&d, bytes);
      kernel<<<1, 1>>>(d);
      cudaFree(d);
    }
  };
  inner();
}

// Everything else is still reported.
float *other_alloc(size_t bytes) {
  float *p;
  cudaMalloc(&p, bytes);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaMalloc on every iteration of a loop that calls 'other_alloc'
  return p;
}

void not_ignored(int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    float *d = other_alloc(bytes);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop
  }
  for (int i = 0; i < iters; ++i) {
    float *h;
    cudaHostAlloc(&h, bytes, cudaHostAllocDefault);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaHostAlloc on every iteration of this loop
    kernel<<<1, 1>>>(h);
    cudaFreeHost(h);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFreeHost on every iteration of this loop
  }
}
