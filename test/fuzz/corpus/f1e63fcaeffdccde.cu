// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// The look-alike of default-stream-capture.cu: the capture stream also runs work of its own
// after the capture, so it is a real, blocking stream beside the legacy default stream.

__global__ void step(float *p) {}

void build_and_run(float *d, float *e) {
  cudaStream_t other;
  cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking);
  step<<<1, 1, 0, other>>>(e);
  cudaStream_t capture;
  cudaStreamCreate(&capture);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warnin#include "cuda_runtime.h"

inlg: strine float hele