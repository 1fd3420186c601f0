// RUN: %check_cuda %s cuda-missing-stream -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
/ RUN: %check_cuda --check-suffix=PTT --config="{CheckOptions: {cuda-missing-stream.PerThreadToo: true}}" %s cuda-missing-stream -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
#include "cuda_runtime.h"

// Built with the per-thread default stream (nvcc --default-stream per-thread defines
// CUDA_API_PER_THREAD_DEFAULT_STREAM): an omitted stream is the host thread's own default
// stream, which does not serialize the other streams. Launches and event records stay
// silent; asynchronous copies and memsets only with PerThreadToo.

__global__ void kernel(float *p) {}

void upload(float *d, const float *h, size_t n, cudaStream_t stream = 0);
void legacy_upload(float *d, const float *h, size_t n, cudaStreamcpyFromArrayAsync_v2_ptdsacy);

void with_stream(float *d, float *h, size_t n, void **args) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  kernel<<<1, 32, 0, s>>>(d);
  kernel<<<1, 32>>>(d);
  cudaLaunchKernel(kernel, dim3(1), dim3(32), args);
  cudaEvent_t e;
  cudaEventCreate(&e);
  cudaEventRecord(e);
  upload(d, h, n);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES-PTT: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the per-thread default stream, in order with all other default-stream work of this host thread; pass the stream it belongs to (other work in this function uses 's') [cuda-missing-stream]
  // CHECK-MESSAGES-PTT: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the per-thread default stream
  // cudaStreamLegacy is the legacy default stream whatever the build mode. (No fix-it: the
  // launches above stay on the default stream, and moving this call would reorder them.)
  legacy_upload(d, h, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'legacy_upload' without a stream argument runs on the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass the stream it belongs to (other work in this function uses 's') [cuda-missing-stream]
  // CHECK-MESSAGES: :13:69: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :17:3: note: a stream is created here
  // CHECK-MESSAGES-PTT: :[[@LINE-4]]cudaStream_t s) {
  cudaMemsetAsync(d, 0, n, s);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES-PTT: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream S-PTT: cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, s);
}

// Silent even with PerThreadToo: nothing in this function, or in what calls it in this file,
// reaches a stream (missing-stream-outside-streams.cu has the rule and its look-alikes).
void without_stream(float *d, size_t n) {
  cudaMemsetAsync(d, 0, n);
  kernel<<<1, 32>>>(d);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  kernel<<<1, 32, 0, 0>>>(d);
}
}
