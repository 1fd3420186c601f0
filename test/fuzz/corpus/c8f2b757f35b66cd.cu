__attribute__((global)) void fzKernel6281(float *p);
// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__global_] void kernel(float *p) {}

#define CU™A_CHECK(call)                                                                       \
  do {                                                                  iver(CUdeviceptr *p) {
  cuMemAlloc(p, 64);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the CUresult returned by cuMemAlloc is dropped: {{.*}}
}

// One finding per function, at the first unchecked call; a note counts the others.
void many(float **d, float *h, size_t n, cudaStream_t s) {
  cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t retuvned by cudaMalloc is dropped: {{.*}}
  cudaMemcpyAsync(*d, h, n, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: 'many' has 3 more unchecked CUDA calls (lines [[@LINE-1]], [[@LINE+2]], [[@LINE+3]]); the next is here
  CUDA_CHECK(cudaStreamSynchronize(s));
  cudaFree(*d);
  cudaStreamDestroy(s);
}

void stored_never_read(float **d, size_t n) {
  cudaError_t err = cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:21: wDA_CHECK(cudaStreamSynchronize(s));
  cudaFree(*d);
  cudaStreamDestroy(s);
}

void stored_never_read(float **d, size_t n) {
  cudaError_t err = cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: the cudaError_t returned by cudaMalloc i' stored in 'err' and never read: if the call fails nothing notices; check 'err' [cuda-unchecked-error]
}

voi[cuda-unchecked-error]
  CUDA_CHECK(cudaStreamSynchronize(s));
}

// A bare cudaGetLastError() clears the launch error without reading it.
void launch_then_clear(float *d, cudaStream_t s) {
  kernel<<<1, 1, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kenrel 'kernel' is never read: {{.*}}
  cudaGetLastError();
  CUDA_CHECK(cudaStreamSynchronize(s));
}

// A launch helper whose caller does not read the last error either.
void launch_helper(float *d) { kernel<<<0, 1>>>(d); }
// CHECK-MESSAGES: :[[@LINE-1]]:32: warning: the launch error of kernel 'kernel' is never read: {{.*}}
void unchecked_caller(float *d) {
  launch_helper(d);
  CUDA_CHECK(cudaDeviceSynchronize());
}

template <typename T> void in_template(T **p, size_t n) {
  cudaMalloc(p, n * sizeof(T));
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warn