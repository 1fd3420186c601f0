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

// Through a forwarding overload (held-out round 24, treecode/Bonsai@581fa8e
// runtime/include/my_cuda_rt.h:668-690: an argument-less `d2h()` forwards its defaulted flag
// and stream to the overload that reads the stream only when not blocking).
struct HostBuffer {
  float *d, *h;
  int n;
  void d2h(int m, bool blocking = true, cudaStream_t s = 0) {
    if (blocking)
      cudaMemcpy(h, d, m * sizeof(float), cudaMemcpyDeviceToHost);
    else
      cudaMemcpyAsync(h, d, m * sizeof(float), cudaMemcpyDeviceToHost, s);
  }
  void d2h(bool blocking = true, cudaStream_t s = 0) { d2h(n, blocking, s); }
};

void download(HostBuffer &b, bool blockingFromConfig) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  kernel<<<1, 32, 0, s>>>(b.d);
  // Silent: blocking, through the forwarding overload, so the stream is never read.
  b.d2h();
  b.d2h(true);
  // Reported: not blocking, or known only at run time.
  b.d2h(false);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'd2h' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]
  b.d2h(blockingFromConfig);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'd2h' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]
  cudaStreamSynchronize(s);
}

// A template whose stream is read only in the branch of one template argument (held-out
// round 32, NVIDIA-Merlin/HugeCTR@2f2016f HugeCTR/src/metrics.cu:2006: ReallocBuffer<T,
// NO_COPY>::realloc frees and allocates, only the DEFAULT kind copies on the stream): a call of
// the other instantiation does not use the stream it omits. Reported: the instantiation that
// copies on it.
enum class Kind { NoCopy, Copy };
template <Kind K> struct Buffer {
  float *p = nullptr;
  void grow(size_t n, cudaStream_t stream = 0) {
    float *q;
    cudaMalloc(&q, n);
    if (K == Kind::Copy)
      cudaMemcpyAsync(q, p, n, cudaMemcpyDeviceToDevice, stream);
    p = q;
  }
};

void regrow(Buffer<Kind::NoCopy> &scratch, Buffer<Kind::Copy> &kept, size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, s>>>(kept.p);
  scratch.grow(n);
  kept.grow(n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'grow' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]
  cudaStreamSynchronize(s);
}

// `(void)stream;`, the idiom that keeps an unused parameter quiet, reads nothing: the wrapper
// never uses its stream. Reported: a stream read inside a call whose result is cast to void.
void clearQuietly(float *d, size_t n, cudaStream_t stream = 0) {
  (void)stream;
  cudaMemset(d, 0, n);
}
void waitQuietly(cudaStream_t stream = 0) { (void)cudaStreamSynchronize(stream); }

void clearAndWait(float *d, size_t n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  kernel<<<1, 32, 0, s>>>(d);
  clearQuietly(d, n);
  waitQuietly();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'waitQuietly' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]
  cudaStreamSynchronize(s);
}
