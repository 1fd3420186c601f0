// RUN: %check_cuda --config="{CheckOptions: {cuda-unchecked-error.OnePerFunction: false, cuda-unchecked-error.RequireLaunchCheck: false}}" %s cuda-unchecked-error
#include "cuda_runtime.h"

__global__ void kernel(float *p) {}

// ---- positive cases --------------------------------------------------------------------

// OnePerFunction: false: one finding per unchecked call, no counting note.
void every_call(float **d, size_t n, cudaStream_t s) {
  cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMalloc is dropped: {{.*}}
  cudaMemsetAsync(*d, 0, n, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemsetAsync is dropped: {{.*}}
  cudaStreamSynchronize(s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaStreamSynchronize is dropped: {{.*}}
}

// A release is reported with the function's other unchecked calls.
void release_with_other(float **d, size_t n) {
  cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMalloc is dropped: {{.*}}
  cudaFree(*d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaFree is dropped: {{.*}}
}

// ---- look-alikes: must stay silent -----------------------------------------------------

// Releases alone are not reported.
void release_only(float *d, cudaStream_t s) {
  cudaFree(d);
  cudaStreamDestroy(s);
}

// RequireLaunchCheck: false: launches are not reported.
void launch_not_required(float *d, cudaStream_t s) {
  kernel<<<1, 1, 0, s>>>(d);
  if (cudaStreamSynchronize(s) != cudaSuccess)
    return;
}
