// RUN: %check_cuda --fix-notes %s cuda-default-stream
#include "cuda_runtime.h"
#include "cuda.h"

// Only non-blocking streams: they never wait for the legacy default stream, so their
// creation is not a finding; work handed to the legacy default stream still is when the unit
// also runs work on a stream it did not create (a parameter: `enqueue` below), which may be
// blocking. A unit whose streams are all its own and non-blocking: default-stream-nonblocking-only.cu.

__global__ void kernel(float *p) {}

void run(float *d, float *h, size_t n) {
  cudaStream_t a, b;
  cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
  cudaStreamCreateWithPriority(&b, cudaStreamNonBlocking, -1);
  CUstream c;
  cuStreamCreate(&c, CU_STREAM_NON_BLOCKING);
  kernel<<<1, 32, 0, a>>>(d);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, b);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  kernel<<<1, 32>>>(d);
  kernel<<<1, 32, 0, 0>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: '0' passed to the launch of 'kernel' is the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass the stream this work belongs to [cuda-default-stream]
  // CHECK-MESSAGES: :14:3: note: a stream is created here
}

void enqueue(float *d, cudaStream_t callers) { kernel<<<1, 32, 0, callers>>>(d); }
