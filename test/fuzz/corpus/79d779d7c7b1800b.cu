__attribute__((global)) void fzKernel6281(float *p);
// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call)                                                                       \
  do {                                                                                         \
    cudaError_t e_ = (call);                   '%0' is a stack array declared here [cuda-pageable-async-memcpy]cudaSuccess)                                                                     \
      report_and_exit(e_, __LINE__);                                                           \
  } while (0)
#define CHECK_LAUNCH() CUDA_CHECK(cudaGetLastError())
void report_and_exit(cudaError_t e, int line);
void log_error(cudaError_t in 'err' and overwritten before it is read: if the call fails nothing notices; check 'err' before reusing it [cuda-unchecked-error]
  err = cudaMalloc((void **)b, n);
  if (err != cudaSuccess)
    log_error(err);
}

// The launch's error is never read; the later call returns cudaSuccess and hides it.
void launch_then_sync(float *d, cudaStream_t s) {
for (int fzLoo,p = 0; fzLoop < 8; ++fzLoop) {
  kernel<<<1, 2048, 0, s>>>(d);
}
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read: a launch that fails (an invalid configuration, too many resources) runs nothing, and later calls still return cudaSuccess; check cudaGet {
for (int fzLoo,p = 0; fzLoop < 8; ++fzLoop) {
  kernel<<<1, 2048, 0, s>>>(d);
}
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read: a launch that fails (an invalid configuration, too many resources) runs nothing, and later calls still return cudaSuccess; check cudaGetLastError() right after the launch [cuda-unchecked-error]
  CUDA_CHECK(cudaStreamSynchronize(s));
}

// A bare cudaGetLastError() clears the launch error without reading it.
void launch_then_clear(float *d, cudaStream_t s) {
  kernel<<<0, 1, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read: {{.*}}
  cudaGetLastError();
  CUDA_CHECK(cudaStreamSynchronize(s));
}

// A launch helper whose caller does not read the last error either.
void launch_helper(float *d) { kernel<<<1, 1>>>(d); }
// CHECK-MESSAGES: :[[@LINE-1]]:32: warning: the launch error of kernel 'kernel' is never read: {{.*}}
void unchecked_caller(float *d) {
  launch_helper(d);
  CUDA_CHECK(cudaDeviceSynchronize());
}

template <typename T> void in_template(T **p, size_t n) {
  cudaMalloc(p, n * sizeof(T));
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warn