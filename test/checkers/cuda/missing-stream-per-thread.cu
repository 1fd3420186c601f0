// RUN: %check_cuda %s cuda-missing-stream -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
// RUN: %check_cuda --check-suffix=PTT --config="{CheckOptions: {cuda-missing-stream.PerThreadToo: true}}" %s cuda-missing-stream -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
#include "cuda_runtime.h"

// Built with the per-thread default stream (nvcc --default-stream per-thread defines
// CUDA_API_PER_THREAD_DEFAULT_STREAM): an omitted stream is the host thread's own default
// stream, which does not serialize the other streams. Launches and event records stay
// silent; asynchronous copies and memsets only with PerThreadToo.

__global__ void kernel(float *p) {}

void upload(float *d, const float *h, size_t n, cudaStream_t stream = 0);
void legacy_upload(float *d, const float *h, size_t n, cudaStream_t stream = cudaStreamLegacy);

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
  // CHECK-MESSAGES-PTT: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the per-thread default stream, in order with all other default-stream work of this host thread; pass 's', the stream the other work in this function uses [cuda-missing-stream]
  // CHECK-MESSAGES-PTT: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the per-thread default stream
  // CHECK-FIXES-PTT: cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, s);
  // cudaStreamLegacy is the legacy default stream whatever the build mode.
  legacy_upload(d, h, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'legacy_upload' without a stream argument runs on the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass 's', the stream the other work in this function uses [cuda-missing-stream]
  // CHECK-MESSAGES: :13:69: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :17:3: note: a stream is created here
  // CHECK-MESSAGES-PTT: :[[@LINE-4]]:3: warning: 'legacy_upload' without a stream argument runs on the legacy default stream
  // CHECK-MESSAGES-PTT: :13:69: note: stream parameter
  // CHECK-MESSAGES-PTT: :17:3: note: a stream is created here
  // CHECK-FIXES: legacy_upload(d, h, n, s);
  // CHECK-FIXES-PTT: legacy_upload(d, h, n, s);
}

void without_stream(float *d, size_t n) {
  cudaMemsetAsync(d, 0, n);
  // CHECK-MESSAGES-PTT: :[[@LINE-1]]:3: warning: 'cudaMemsetAsync' without a stream argument runs on the per-thread default stream, {{.*}}; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES-PTT: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the per-thread default stream
  kernel<<<1, 32>>>(d);
  kernel<<<1, 32, 0, 0>>>(d);
}
