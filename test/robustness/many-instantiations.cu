// A function template instantiated 256 times (and a recursive template 128 deep) making
// stream calls through dependent types: every cuda-* check must finish quickly, stay silent
// on the correct code and report the wrong call once per location, not once per
// instantiation.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"

template <int N> struct Tag { static constexpr int value = N; };

template <class T> __global__ void fill(T *p, T v) {}

template <class T, class TagT> void copy_one(T *d, const T *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d + TagT::value, h, n * sizeof(T), cudaMemcpyHostToDevice, s); // NOLINT(cuda-unchecked-error)
  fill<T><<<1, 32, 0, s>>>(d, T(TagT::value));
}

template <class T, int... I> void copy_all(T *d, const T *h, size_t n, cudaStream_t s) {
  (copy_one<T, Tag<I>>(d, h, n, s), ...);
}

template <int Depth> struct Chain {
  static float time(cudaEvent_t a, cudaEvent_t b) {
    float ms = 0;
    cudaEventElapsedTime(&ms, a, b); // NOLINT(cuda-unchecked-error)
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaEventElapsedTime fails with cudaErrorInvalidResourceHandle{{.*}}[cuda-elapsed-time-disable-timing]
    // CHECK-MESSAGES: :{{[0-9]+}}:3: note: event 'a' created here with timing disabled
    return ms + Chain<Depth - 1>::time(a, b);
  }
};
template <> struct Chain<0> {
  static float time(cudaEvent_t, cudaEvent_t) { return 0; }
};

#define SEQ16(b) b + 0, b + 1, b + 2, b + 3, b + 4, b + 5, b + 6, b + 7, b + 8, b + 9, b + 10, \
                 b + 11, b + 12, b + 13, b + 14, b + 15
#define SEQ256 SEQ16(0), SEQ16(16), SEQ16(32), SEQ16(48), SEQ16(64), SEQ16(80), SEQ16(96), \
               SEQ16(112), SEQ16(128), SEQ16(144), SEQ16(160), SEQ16(176), SEQ16(192),     \
               SEQ16(208), SEQ16(224), SEQ16(240)

void run(size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking); // NOLINT(cuda-unchecked-error)
  float *hf = nullptr, *df = nullptr;
  double *hd = nullptr, *dd = nullptr;
  cudaMallocHost(&hf, n * sizeof(float) * 512);
  cudaMallocHost(&hd, n * sizeof(double) * 512);
  cudaMalloc(&df, n * sizeof(float) * 512);
  cudaMalloc(&dd, n * sizeof(double) * 512);
  copy_all<float, SEQ256>(df, hf, n, s);
  copy_all<double, SEQ256>(dd, hd, n, s);
  cudaEvent_t untimed, timed;
  cudaEventCreateWithFlags(&untimed, cudaEventDisableTiming);
  cudaEventCreate(&timed);
  Chain<128>::time(untimed, timed);
}
