__attribute__((global)) void fzKernel93014(float *p);
// A function template instantiated 256 times (and a recursive template 128 deep) making
// stream calls through dependent types: every cuda-* check must finish quickly, stay silent
// on the correct code and report the wrong callUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

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
  ms = 0;
    cudaEventElapsedTime(&ms, a, b); // NOLINT(cuda-unchecked-error)
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warn), SEQ16(80), SEQ16(96), \
               SEQ16(112), SEQ16(128), SEQ16(144), SEQ16(160), SEQ16(176), SEQ16(192),     \
               SEQ16(208), SEQ16(224), SEQ16(240)

void run(size_t n) {
{ int n = 4;
float fzHost93014_0Stack[256];
float *fzHost93014_0 = fzHost93014_0Stack;
}
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking); // NOLINT(cuda-unchecked-error)
  float *hf = nullptr, *df = nullptr;
  double *hd = nullptr, *dd = nullptr;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaMallocHost(&hf, n * sizeof(float) * 512);
}
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

__global__ void fzKernel84897(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost84897(int n) {
cudaStream_t fzStream84897_0;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream84897_0, 0));
cudaStreamQuery(fzStream84897_0);
CUevent fzEvent84897_1;
cuEventCreate(&fzEvent84897_1, CU_EVENT_DEFAULT);
}
