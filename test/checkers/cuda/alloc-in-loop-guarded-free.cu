// RUN: %check_cuda %s cuda-alloc-in-loop
#include "cuda_runtime.h"

// A free under a test that the freed pointer is not null is the free: releasing null does
// nothing, so the guarded free runs whenever there is something to free (held-out round 35,
// PaddlePaddle/Anakin@5fd68a6 saber/core/impl/cuda/cuda_impl.cpp:203, TargetWrapper<NV>::mem_free,
// behind a per-image NMS buffer). Look-alikes: a free under any other condition, a guard that
// tests another pointer, and a guard with an else branch are not frees on every iteration.

__global__ void kernel(float *p) {}

static void release(float *p) {
  if (p != nullptr)
    cudaFree(p);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of a loop that calls 'release' synchronizes the device{{.*}} [cuda-alloc-in-loop]
}

void guardedInHelper(int iters, int n) {
  for (int i = 0; i < iters; ++i) {
    float *d = nullptr;
    cudaMalloc(&d, n);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes the device{{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, which also launches kernels
    kernel<<<1, 1>>>(d);
    release(d);
  }
}

void guardedHere(int iters, int n) {
  for (int i = 0; i < iters; ++i) {
    float *d = nullptr;
    cudaMalloc(&d, n);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes the device{{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, which also launches kernels
    kernel<<<1, 1>>>(d);
    if (d) {
      cudaFree(d);
      // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: cudaFree on every iteration of this loop synchronizes the device{{.*}} [cuda-alloc-in-loop]
    }
  }
}

void otherConditions(int iters, int n, bool keep, float *other) {
  for (int i = 0; i < iters; ++i) {
    float *d = nullptr;
    cudaMalloc(&d, n);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes the device{{.*}} [cuda-alloc-in-loop]
    kernel<<<1, 1>>>(d);
    if (!keep)
      cudaFree(d);
    if (other)
      cudaFree(d);
    if (d != nullptr)
      cudaFree(d);
    else
      cudaDeviceSynchronize();
  }
}
