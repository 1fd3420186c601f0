// RUN: %check_cuda --fix-notes %s cuda-default-stream -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
#include "cuda_runtime.h"

// Built with the per-thread default stream: 0 is this host thread's default stream, which
// does not serialize other streams. Only an explicit cudaStreamLegacy reaches the legacy
// default stream, and written out it is the author's choice: nothing here is reported, and
// blocking streams are left alone. (The same code built without it: default-stream.cu.)
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

void run(float *d, float *h, size_t n, cudaEvent_t e) {
  cudaStream_t s;
  cudaStreamCreate(&s);
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

  // The legacy stream named on purpose: silent.
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, cudaStreamLegacy);
}
