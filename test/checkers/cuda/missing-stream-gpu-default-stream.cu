// RUN: %check_cuda %s cuda-missing-stream -- -fgpu-default-stream=per-thread -DCUDA_API_PER_THREAD_DEFAULT_STREAM=1
// RUN: %check_cuda --check-suffix=PTT --config="{CheckOptions: {cuda-missing-stream.PerThreadToo: true}}" %s cuda-missing-stream -- -fgpu-default-stream=per-thread -DCUDA_API_PER_THREAD_DEFAULT_STREAM=1
// RUN: %check_cuda --check-suffix=CLANG-ONLY %s cuda-missing-stream -- -fgpu-default-stream=per-thread
#include "cuda_runtime.h"

// nvcc --default-stream per-thread hands the host compiler -DCUDA_API_PER_THREAD_DEFAULT_STREAM=1,
// and that is what the front ends translate it to: the check is silent on launches and
// (without PerThreadToo) on copies.
//
// clang's own -fgpu-default-stream=per-thread is honoured for HIP only: clang 22 accepts it
// for CUDA but drops it (LangOpts.GPUDefaultStream stays legacy, launches still call
// cudaLaunchKernel, no macro is defined), so such a build does run on the legacy default
// stream, and the check says so (CLANG-ONLY).
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

void copy_back(float *h, const float *d, size_t n, cudaStream_t stream = 0);

void run(float *d, float *h, size_t n) {
  cudaStream_t a, b;
  cudaStreamCreate(&a);
  cudaStreamCreate(&b);
  kernel<<<1, 32, 0, a>>>(d);
  kernel<<<1, 32, 0, b>>>(d);
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES-CLANG-ONLY: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream, {{.*}}; pass the stream it belongs to (other work in this function uses 'a' and 'b') [cuda-missing-stream]
  // CHECK-MESSAGES-CLANG-ONLY: :22:3: note: a stream is created here
  copy_back(h, d, n);
  // CHECK-MESSAGES-CLANG-ONLY: :[[@LINE-1]]:3: warning: 'copy_back' without a stream argument runs on the legacy default stream,
  // CHECK-MESSAGES-CLANG-ONLY: :18:65: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES-CLANG-ONLY: :22:3: note: a stream is created here
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES-PTT: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the per-thread default stream, {{.*}}; pass the stream it belongs to (other work in this function uses 'a' and 'b') [cuda-missing-stream]
  // CHECK-MESSAGES-PTT: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the per-thread default stream
  // CHECK-MESSAGES-CLANG-ONLY: :[[@LINE-3]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream,
  // CHECK-MESSAGES-CLANG-ONLY: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
}
