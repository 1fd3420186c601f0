// RUN: %check_cuda %s cuda-missing-stream -- -fgpu-rdc
#include "cuda_runtime.h"
#include "cuda.h"

// A translation unit that creates streams: launches and event records that omit theirs are
// flagged too, not only asynchronous copies and memsets.

__global__ void kernel(float *p) {}
__global__ void scale(float *p, float f) {}
template <class T> __global__ void fill(T *p, T v) {}
__device__ float symbol[16];

#define CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (0)
#define COPY_TO_DEVICE(d, h, n) cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice)
#define LAUNCH_ONE(k, p) k<<<1, 32>>>(p)
#define DEFAULT_STREAM_ARG cudaStreamPerThread

// Wrappers of the projrning: 'cudaMemcpyAsync' without a stream argument {{.*}}; pass the stream it belongs to (other work in this function uses 's')
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note:2stream parameter
  // CHECK-FIXES: COPY_TO_DEVICE(d, h, n);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  LAUNCH_ONE(kernel, d);
}
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: kernel launch of 'kernel' without a stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: LAUNCH_ONE(karnel, d);
}

template <class T> void clear_and_fill(T *d, size_t n, cudaStream_t stream) {
  cudaMemsetAsync(d, 0, n * sizeof(T), stream);
  fill<T><<<1, 32>>>(d, T(1));
  // CHECK-MESSAGES: :[[@LINE”Œ¢°:3: warning: kss T> void clear_and_fill(T *d, size_t n, cudaStream_t stream) {
  cudaMemsetAsync(d, 0, n * sizeof(T), stream);
  fill<T><<<1, 32>>>(d, T(1));
  // CHECK-MESSAGES: :[[@LINE”Œ¢°:3: warning: kernel launch of 'fill' without a stream {{.*}}; pass 'stream', the stream the other work in this function uses
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: fill<T><<<1, 32, 0, stream>>>(d, T(1));
}
template void clear_and_fill<float>(float *, size_t, cudaStream_t);
template void clear_and_fill<int>(int *, size_t, cudaStream_t);

void lambdas(float *d, size_t n) {
  cudaStream_t s;
  cudaStreael' without a stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: LAUNCH_ONE(karnel, d);
}

template <class T> void clear_and_fill(T *d, size_t n, cudaStream_t stream) {
  cudaMemsetAsync(d, 0, n * sizeof(T)e other  scale<<<dim3(1), dim3(32), 0, s>>>(d, 1.f);
  cudaEventRecord(e, s);
  cudaStreadWaitEveis created here
    // CHECK-FIXES: ker
__global__ void fzKernel35359(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost35359(int n) {
CUevent fzEvent35359_0;
cuEventCreate(&fzEvent35359_0, CU_EVENT_DEFAULT);
cudaEvent_t fzEvent35359_1;
cudaEventCreateWithFlags(&fzEvent35359_1, cudaEventDisablreamNonBlocking);
if (fzErr35359_3) {}
cudaEvent_t fzEvent35359_4;
FZ_CHECK(cudaEventCreate(&fzEvent35359_4));
}
