// RUN: %check_cuda --fix-notes %s cuda-default-stream -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
#include "cuda_runtime.h"

// Built with the per-thread default stream: 0 is this host thread's default stream, which
// does not serialize other streams. Only an explicit cudaStreamLegacy reaches the legacy
// default stream, and then blocking streams wait for it.

__global__ void kernel(float *p) {}

void run(float *d, float *h, size_t n, cudaEvent_t e) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 's' is created blocking, so its work and the work on the legacy default stream wait for each other; create it with cudaStreamNonBlocking unless the program relies on that implicit synchronization [cuda-default-stream]
  // CHECK-MESSAGES: :[[@LINE+16]]:3: note: 'cudaMemcpyAsync' runs on the legacy default stream here
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: create 's' with cudaStreamNonBlocking
  // CHECK-FIXES: cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, s>>>(d);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  cudaMemsetAsync(d, 0, n, nullptr);
  kernel<<<1, 32, 0, 0>>>(d);
  kernel<<<1, 32>>>(d);
  cudaEventRecord(e, 0);
  cudaStreamWaitEvent(0, e, 0);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);   // per-thread too
  cudaMemset(d, 0, n);
  cudaStream_t none = 0;
  cudaMemsetAsync(d, 0, n, none);
  cudaMemsetAsync(d, 0, n, cudaStreamPerThread);

  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, cudaStreamLegacy);
  // CHECK-MESSAGES: :[[@LINE-1]]:52: warning: 'cudaStreamLegacy' passed to 'cudaMemcpyAsync' is the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass the stream this work belongs to [cuda-default-stream]
  // CHECK-MESSAGES: :12:3: note: a stream is created here
}
