// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"

// A wrapper whose defaulted stream parameter it reads only when another parameter says so:
// a call whose constant arguments rule that branch out does not use the stream it omits
// (held-out round 5: NVIDIA/TensorRT@a892d22 samples/common/buffers.h:354, copyInputToDevice()
// calling memcpyBuffers(true, false, /*async=*/false), whose stream only the async branch
// reads). The look-alikes that stay reported: the async call, and a flag known only at run
// time.

__global__ void kernel(float *p) {}

void copyBuffers(float *dst, const float *src, size_t n, bool async, cudaStream_t stream = 0) {
  if (async)
    cudaMemcpyAsync(dst, src, n, cudaMemcpyHostToDevice, stream);
  else
    cudaMemcpy(dst, src, n, cudaMemcpyHostToDevice);
}

void fillBuffer(float *d, size_t n, bool sync, cudaStream_t stream = 0) {
  if (!sync)
    cudaMemsetAsync(d, 0, n, stream);
  else
    cudaMemset(d, 0, n);
}

void pipeline(float *d, const float *h, size_t n, bool asyncFromConfig) {
  cudaStream_t s1, s2;
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, s1>>>(d);
  kernel<<<1, 32, 0, s2>>>(d);

  // Silent: the stream is read only when async is true, and it is false here.
  copyBuffers(d, h, n, false);
  copyBuffers(d, h, n, /*async=*/0);
  fillBuffer(d, n, true);

  // Reported: async, the omitted stream is the legacy default stream.
  copyBuffers(d, h, n, true);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'copyBuffers' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]
  fillBuffer(d, n, false);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'fillBuffer' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]
  // Reported: the flag is known only at run time.
  copyBuffers(d, h, n, asyncFromConfig);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'copyBuffers' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]

  cudaStreamSynchronize(s1);
  cudaStreamSynchronize(s2);
  cudaStreamDestroy(s1);
  cudaStreamDestroy(s2);
}
