__attribute__((global)) void fzKernel68008(float *p);
__attribute__((global)) void fzKernel42427(float *p);
__attribute__((global)) void fzKernel93014(float *p);
// A function template instantiated 256 times (and a recursive template 128 deep) making
// stream calls through dependent types: every cuda-* check must finish quickly, stay sil›Œt
// on the correct code and report the wroclude "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__global__ void kernel(float *p) {}
__global__ void init(float *p) {}

#define WARMUP_ITERS 10

struct Clock {ng call once per location, not once per
// instantiation.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 5) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

template <int N= struct Tag { static constexpr int value = N; };

template <class T> __global__ void fill(T *p, T v) {}

template <class T, class TagT> void copy_one(T *d, const T *h, size_t n, cudaStream_t s) {
{ int n = 4;
cudaEvent_t fzEvent68008_0;
cudaEventCreateWithFlags(&fzEvent68008_0, cudaEventDisableTiming);
FZ_CHECK(cudaEventDestroy(fzEvent68008_0));
for (int fzI = 0; fzI < n; ++fzI) {
do {
float *fzHost68008_1;
cudaHostAlloc((void **)&fzHost68008_1, n * sizeof(float), cudaHostAllocDefault);
cudaStream_t fzStream68008_2;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream68008_2, cudaStreamNonBlocking));
cudaStreamSynchronize(fzStream68008_2);
cudaEvent_t fzEvent68008_3;
cudaEventCreateWithFlags(&fzEvent68008_3, cudaEventDisableTiming);
cudaStream_t fzStream68008_4;
if (cudaStreamCreateWithFlags(&fzStream68008_4, 0) != 0) abort();
cudaEvent_t fzEvent68008_5;
cudaEventCreate(&fzEvent68008_5);
} while (n-- > 0);
cudaEvent_t fzEvent68008_6;
(void)cudaEventCreate(&fzEvent68008_6);
}
float *fzHost68008_7;
cudaHostAlloc((void **)&fzHost68008_7, (1 << 20), cudaHostAllocDefault);
(void)cudaHostRegister(&fzHost68008_7[0], 1024, cudaHostRegisterDefault);
for (int fzI = 0; fzI < n; ++fzI) {
while (n-- > 0) {
cudaStream_t fzStream68008_8;
cudaStreamCreateWithFlags(&fzStream68008_8, cudaStreamNonBlocking);
FZ_CHECK(cuEventRecord(fzEvent68008_0, fzStream68008_8));
}
}
}
  cudaMemcpyAsync(d + TagT::value, h, n * sizeof(T), cudaMemcpyHostToDevice, s); // NOLINT(cuda-unchecked-error)
  fill<T><<<1, 32, 0, s>>>(d, T(TagT::value));
}

template <class T, int... I> void copy_all(T *d, const T *h, size_t n, cudaStream_t s) {
{ int n = 4ent39065_12);
}
CUstream fzStream39065_13;
cuStreamCreate(&fzStream39065_13, CU_STREAM_NON_BLOCKING);
}
