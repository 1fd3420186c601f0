// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// Launches given 0 (the legacy default stream) whose next CUDA work is a
// cudaDeviceSynchronize, directly or after more legacy-stream launches in the same loops,
// overlap nothing the wait does not end: not reported (missing-stream-device-sync.cu holds
// the same rule for launches that omit the stream). Look-alike: work on a stream between.
// (`enqueue` runs work on a stream of unknown origin, which may be blocking: a unit whose
// streams are all its own and non-blocking is default-stream-nonblocking-only.cu's case.)

__global__ void kernel(float *p) {}

void legacy_run(float *a, float *b, int iters) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  for (int it = 0; it < iters; ++it) {
    kernel<<<1, 32, 0, s>>>(a);
    cudaDeviceSynchronize();
    kernel<<<1, 32, 0, 0>>>(a);
    kernel<<<1, 32, 0, 0>>>(b);
    cudaDeviceSynchronize();
  }
}

void legacy_run_broken(float *a, float *b, int iters) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  for (int it = 0; it < iters; ++it) {
    kernel<<<1, 32, 0, 0>>>(a);
    // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: '0' passed to the launch of 'kernel' is the legacy default stream, {{.*}} [cuda-default-stream]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: a stream is created here
    kernel<<<1, 32, 0, s>>>(b);
    kernel<<<1, 32, 0, 0>>>(b);
    cudaDeviceSynchronize();
  }
}

void enqueue(float *d, cudaStream_t callers) { kernel<<<1, 32, 0, callers>>>(d); }
