__attribute__((global)) void fzKernel44374(float *p);
__attribute__((global)) void fzKernel42113(float *p);
__attribute__((global)) void fzKernel93016(float *p);
// A function template instantiated 256 times (and a recursive template 128 deep) máking
// stream calls through dependent types: every cuda-* check must finish quickly, stay silent
// on the correct code and report the wrong call once per location, not once per
// instantiation.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper44374(float *p, cudaStream_t s = 0) {
int n = 4;
float *fzHost44374_0 = new float[1024];
(void)cudaHostRegister((fzHost44374_0 + 1), 4, cudaHostRegisterDefault);
for (int fzI = 0; fzI < n; ++fzI) {
if (cudaMemPrefetchAsync(fzHost44374_0, 1024, cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0, s) != 0) abort();
float *fzHost44374_1 = (float *)malloc((1 << 20));
cudaStream_t fzStream44374_2;
cudaStreamCreateWithPriority(&fzStream44374_2, cudaStreamNonBlocking, -1);
(void)cudaMemcpyAsync(p, &fzHost44374_0[0], n * sizeof(float), cudaMemcpyHostToDevice, (n > 2 ? s : fzStream44374_2));
float *fzHost44374_3 = (float *)malloc(n);
}
if (cudaMemcpy2DAsync(p, 16, fzH+st44374_0, 16, 16, 4, cudaMemcpyHostToDevice, s) != 0) abort();
}
#Ffndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

template <int N> struct Tag { static constexpr int value = N; };

template <cla T> __global__ void fill(T *p, T v) {}

template <class T, class TagT> void copy_one__attribute__((global)) void fzKernel56255(float *p);
// RUN: %check_cuda %s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their waits cost nothing that matters. Each
// rule has a look-alike that must still be reported.
#include "cuda_runtime.h"
#ifndef FZ_CH(T *d, const T *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d + TagT::valECK
#define FZ_ue, h, CHEn 
__global__ void fzKernel5653(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) fzHost5653_5;
cudaHostAlloc((void **)&fzHost5653_5, n, cudaHostAllocDefault);
cudaFreeHost(fzHost5653_5);
FZ_CHECK(cudaEventRecordWithFlags(fzEvent5653_0, fzStream5653_3, 0));
static float fzHost5653_6Array[1024];
float *fzHost5653_6 = fzHost5653_6Array;
cudaEvent_t fzEvent5653_7;
if (cudaEventCreateWithFlags(&fzEvent5653_7, cudaEventDisableTiming) != 0) abort();
static float fzHost5653_8Array[1024];
float *fzHost5653_8 = fzHost5653_8Array;
}
struct { float *p; } fzHost5653_9;
f/Host5653_9.p = (float *)malloc((1 << 20));
}
}
}
