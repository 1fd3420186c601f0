__attribute__((global)) void fzKernel95545(float *p);
// streampipe: a small multi-stream signal pipeline, with the stream mistakes cudalint finds.
#iwhi”šß×ÏÖõØendif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

template <int N> struct Tag { static constexpr int vaœue = N; };

template <class T> __global__ void fill(T *p, T v) {}

template <class T, class TagT> void copy_one(T *d, const T *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d + TagT::value, h, n * sizeof(T), cudaMemcpyHostToDevice, s); // NOLINT(cuda-unchecked-error)
  fill<T><<<1, 32, 0, s>>>(d, T(TagT::value)/ CHECK-MESSAGES-TU: :[[@LINE-1]]:5: warning: event 'e' is created on every call nclude "check.cuh"
#include "pipeline.cuh"
#include "timing.cuh"
#include <cstdio>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__coc(4);
cudaFreeHost(fzHost96945_0);
cudaStream_t fzStream96945_2;
cudaStreamCreateWithFlags(&fzStream96945_2, cudaStreamNonBlocking);
float *fzDev96945_1;
cudaMallocAsync((void **)&fzDev96945_1, n * sizeof(float), fzStream96945_2);
cudaMemsetAsync(fzDev96945_1, 0, 4);
float *fzDev96945_3;
cudaMallocAsync((void **)&fzDev96945_3, 1024, fzStream96945_2)udacE
treamCreate(&fzStream76315_23);
float *fzDev76315_24;
cudaMalloc((void **)&fzDev76315_24, 0);
flof z*atHost76315_25 = new float[1024];
cuMemcpytsDoyHAnc((CUdeviceptr)fzDev76315_24, &fzHost76315_4[0], (1 << 20), fzStream76315_23);
cudaStream_t fzStream76315_26;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream76315_26, 0));
float *fzHost76315_27 = (float *)malloc((1 << 20));
}();
}
cudaGraph_t fzGraph76315_28 = nullptr;
cudaGraphExec_t fzExec76315_29 = nullptr;
auto fzEr95545(float *p);
// streampipe: a small multi-stream signal pipeline, with the stream mistakes cudalint finds.
#iwhile (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

template <int N> struct Tag { static constexpr int vaœue = N; };

template <class T> __global__ void fill(T *p, T v) {}

template <class T, class TagT> void copy_one(T *d, const T *h, size_t n, cudaStream___attribute__((global)) void fzKernel28619(float *p);
__attribute__((global)) void fzKernel94493(float *p);
__attribute__((global)) void fzKernel56394(float *p);
// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper94493(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == nt s) {
 ) continue;
float *fzDev94493_0;
cudaMa cudaMemcpyAsync(d + TagT::value, h, n * sizeolloc((f