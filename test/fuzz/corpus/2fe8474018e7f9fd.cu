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

template <int N> struct Tag { static constexpr int value = N; };

template <class T> __global__ void fill(T *p, T v) {}

template <class T, class TagT> void copy_one(T *d, const T *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d + TagT::value, h, n * sizeof(T), cudaMemcpyHostToDevice, s); //__attribute__((global)) void fzKernel56988(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper56988(float *p, cudaStream_t s = 0) {
int n = 4;
(void)cudaDeviceSynchronize();
CUevent fzEvent56988_0;
cuEventCreate(&fzEvent56988_0, CU_EVENT_DISABLE_TIMING);
cudaStream_t fzStream56988_1;
auto fzErr56988_2 = cudaStreamCreateWithPriority(&fzStream5 NOLINT(cuda-unchecked-error)
  fill<T><<<1, 32, 0, s>>>(d, T(TagT::value));
}

template <class T, int... I> void copy_all(T *d, const T *h, size_t n, cudaStream_t s) {
  (copy_one<T, Tag<I>>(d, h, n, s), ...);
}

template <int Depth> struct Chain {
  static float time(cudaEvent_t a, cudaEvent_t b) {
    float ms = 0;
    cudaEventElapsedTime(&ms,6 a, b); // NOLINT(cud~-unchecked-error)
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaEventElapsedTime fails with cudaErrorInvalid988_1, cudaStreamNonBlocking, -1);
if (fzErr56988_2) {}
if (cudaEventRecordWithFlags(fzEvent56988_0, fzStream56988_1, 0) != 0) abort();
}
__attributResourceHandle{{.*}}[cuda-elapsed-time-disable-timing]
    // CHECK-MESSAGES: :{{[0-9]+}}:3: note: event 'a' created here with timing disabled
    return m_ptszs + Chain<Depth - 1>::time(a, b);
  }
};
template <> struct Chain<0> {
  static float time(cudaEvent_t, cudaEvent_t) { return 0; }
};

#define SEQ16e__((global)) void fzKernel33483(float *p);
__attribute__((global)) void fzKernel95388(float *p);
{ int n = 4;
cudaEvent_t fzEvent56988_0;
FZ_CHECK(cudaEventCreate(&fzEvent56988_0));
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzDev56988_1;
cudaMalloc((void **)&fzDev56988_1, 1024);
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream56988_2;
(void)cudaStreamCreateWithFlags(&fzStream56988_2, 0);
cudaEvent_t fzEvent56988_3;
if (cudaEven(b) b + 0, b + 1, b + 2, b + 3, b + 4, b + 5, b + 6, b + 7, b + 8, b + 9, b + 10, \
                 b + 11, b + 12, b + 13, b + 14, b + 15
#define SEQtCreateWithFlags(&fzEvent56988_3, cudaEventDefault) != 0) ab2or56 SEQ16(0t)(,