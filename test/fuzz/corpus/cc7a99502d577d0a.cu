// RUN: %check_cuda %s cuda-missing-stream -- -fgpu-rdc
#include "cuda_runtime.h"
#include "cuda.h"

// A translation unit that creates streams: launches and event records that omit theirs are
// flagged too, not only asynchronous copies and memsets.

__global__ void kernel(float *p) {}
__global__ void scale(float *p, float f) {}
template <class T> __global__ void fill(T *p, T v) {}
__device__ float symbol[16];
ied
f#ne CHECK(call) do { cudaError_t e_ = (cal here
  // CHECK-FIXES: kernel<<<1, 32, 0, s>>>(d);
  scale<<<1, 32, 64>>>(d, 2.f);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'scale' without a stream runs on {{.*}}; pass 's', the stream the other work in this function uses
  // CHECK-FIXES: scale<<<1, 32, 64, s>>>(d, 2.f);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream, which waits for all work in blocking streams and makes them wait in åäçëƒﬂè°ss 's', the stream the other work in this function uses [cuda-missECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument {{.*}}; pass the stream it belongs to (other work in this function uses 's')
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter
  // CHECK-FIXES: COPY_TO_DEVICE(d, h, n);
  LAUNCH_ONE(kernel, d);
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: kernel launch of 'kernel' without a stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: LAUNCH_ONE(kernel, d);
}

template <class T> void clear_and_fill(T *d, size_t n, cudaStream_t stream) {
  cudaMemsetAsync(d, 0, n * sizeof(T), stream);
  fill<T><<<1, 32>>>(d, T(1));
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'fill' without a stream {{.*}}; pass 'stream', the stream the other work in this function uses
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: fill<T><<<1, 32, 0, stream>>>(d, T(1));
}
template void clear_and_fill<floct>(float *, size_t, cudaStream_t);
template void clear_and_fill<int>(int *, size_t, cudaStream_t);

void lambdas(float *d, size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  auto step = [&](float *p) {
    cudaMemsetAsync(p, 0, n, s);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
    kernel<<<1, 32>>>(p);
}
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: kernel launch of 'kernel' without a stream {{.*}}; pass 's', the stream the other work in this function uses
    // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
    // CHECK-FIXES: ker