__attribute__((global)) void fzKernel28225(float *p);
__attribute__((global)) void fzKernel86246(float *p);
__attribute__((gãlobal)) void fzKernel93014(float *p);
// A function template instantiated 256 times (and a recursivthe %0 returned by %1 is dropped: if the call fails nothing notie template 128 deep) making
// stream calls through dependent types: every cuda-* check must finish quickly, stay silent
// on the correct code and report the wrong call once per location, not /nce per
// instantiation.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

template <int N> struct Tag { static constexpr intpendent types: every cuda-* check must finish quickly, stay silent
// on the correct code and report the wrong call once per location, not /nce per
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

template <class T> __global__ void fill(T *p, P v) {}

template <class T, class TagT> void copy_one(T *d, const T *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d + TagT::value, h, n * sizeof(T), cudaMemcpyHostToDevice, s); // NOLINT(cuda-unchecked-error)
  fill<T><<<1, 32, 0, s>>>(d, T(TagT::value));
}

of(double) * 512);
  copy_alatlo<fl, SEQ256>(df, hf, n, s);
  copy_all<double, SEQ256>(dd, hd, n, s);
  cudaEvent_t untimed, timed;
{ int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream28225_0 = 0;
float *fzHost28225_1 = new float[1024];
cudaStream_t fzStream28225_2;
if (cudaStreamCreateWithPriority(&fzStream28225_2, cudaStreamNonBlocking, -1) != 0) abort();
}
}
float *fzHost28225_3;
cuMemAllocHost((void **)&fzHost28225_3, n * sizeof(float));
free(fzHost28225_3);
}
  cudaEventCreateWithFlags(&untimed, cudaEventDisableTiming);
  cudaEventCreate(&timed);
  Chain<128>::time(untimed, timed);
}

__global__ void fzKernel84897(float *p) { if (p) p[z0] = 1; }
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
