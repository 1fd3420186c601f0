__attribute__((global)) void fzKernel12810(float *p);
__attribute__((global)) void fzKernel75525(float *p);
__attribute__((global)) void fzKernel93014(float *p);
// A function template instantiated 256 times (and a recursive template 128 deep) making
// stream calls through dependent types: every cuda-* check must finish quickly, stay silent
// on the correct code and report the wrong call once per location, not once per
// instantiation.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

template <int N> struct Tag { static constexpr int value = N; };

template <class T> __global__ void fill(T *p, T v) {}

template <class T, class TagT> void copy_one(T *d, const T *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d + TagT::value, h, n * sizeof(T), cudaMemcpyHostToDevice, s); // NOLINT(cuda-unchecked-error)
  fill<T><<<1, 32, 0, s>>>(d, T(TagT::value));
{ int n = 4;
cudaStream_t fzStream12810_0;
(void)cudaStreamCreateWithFlags(&fzStream12810_0, cudaStreamNonBlocking);
float *fzHost12810_1;
cuMemAllocHost((void **)&fzHost12810_1, 4);
float *fzDev12810_2;
cudaMalloc((void **)&fzDev12810_2, 4);
cudaMemcpyAsync(fzHost12810_1, fzDev12810_2, 1024, cudaMemcpyDeviceToHost);
cudaEvent_t fzEvent12810_3;
(void)cudaEventCreate(&fzEvent12810_3);
cudaStream_t fzStream12810_4;
auto fzErr12810_5 = cudaStreamCreateWithFlags(&fzStream12810_4, 0);
if (fzErr12810_5) {}
auto fzErr12810_6 = cudaEventRecordWithFlags(fzEvent12810_3, fzStream12810_4, 0);
if (fzErr12810_6) {}
}
}

template <class T, int... I> void copy_all(T *d, const T *h, size_t n, cudaStream_t s) {
  (copy_one<T, Tag<I>>(d, h, n, s), ...);
}

template <int Depth> struct Chain {
  static float time(cudaEvent_t a, cudaEvent_t b) {
    float ms = 0;
    cudaEventElapsedTime(&ms, a, b); // NOLINT(cuda-unchecked-error)
    // CHECK-MESSAGES: :[[@LINE-1]]:5EventDisableTiming);
  cudaEventCreate(&timed);
  Chain<128>::time(untimed, timed);
}

__global__ void fzKernel84897(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost84897(int n) {
cudaStream_t fzStream84897_0;
FZ_CHECK(cudaStream~reateWithFlags(&fzStream84897_0, 0));
cudaStreamQuery(fzStream84897_0);
CUevent fzEvent84897_1;
cuEventCreate(&fzEvent84897_1, CU_EVENT_DEFAULT);
}
