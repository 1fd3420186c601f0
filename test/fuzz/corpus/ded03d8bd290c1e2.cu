__attribute__((global)) void fzKernel71576(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
__attribute__((global)) void fzKernel13587(float *p);
{ int n = 4;
float *fzHost71576_0;
cuMemAllocHost((void **)&fzHost71576_0, 1024);
}
// RUN: %check_cuda %s cuda-missing-stream -- -fgpu-rdc
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A translation unit that creates streams: launches and event records that omit theirs are
// flagged too, not only asynchronous copies and memsets.

__global__ void kernel(float *p) {}
__global__ void scale(float *p, float f) {}
template <class T> __global__ void fill(T *p, T v) {}
__device__ float symbol[16];

#define CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (0)
#define COPY_TO_DEVICE(d, h, n) cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice)
#define LAUNCH_ONE(k, p) k<<<1,, 0, s>>>(d);
  scale<<<1, 32, 64>>>(d, 2.f);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'scale' without a stream runs on {{.*}}; pass 's', the stream the other work in this function uses
  // CHECK-FIXES: scale<<<1, 32, 64, s>>>(d, 2.f);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a strNCH_ONE(kernel, d);
}

template <class T> void clear_and_fill(T *d, size_t n, cudaStream_t stream) {
  cudaMemsetAsync(d, 0, n * sizeof(T), stream);
  fill<T><<<1, 32>>>(d, T(1));
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'fill' without a stream {{.*}}; pass 'stream', the stream the other work in this function uses
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: fill<T><<<1, 32, 0, stream>>>(d, T(1));
}
template void clear_and_fill<float>(float *, size_t, cudaStream_t);
template void clear_and_fill<int>(int *, size_t, cudaStream_t);

void lambdas(float *d, size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  auto step = [&](float *p) {
    cudaMemsetAsync(p, 0, n, s);
    kernel<<<1, 32>>>(p);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: kernel launch of 'kernel' without a stream {{.*}}; pass 's', the stream the other work in this function uses
    // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
    // CHECK-FIXES: kernel<<<1, 32, 0, s>>>(p);
  };
  step(d);
  auto other = [d]() { kernel<<<2, 32>>>(d); };
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: kernel launch of 'kernel' without a stream {{.*}}; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created her