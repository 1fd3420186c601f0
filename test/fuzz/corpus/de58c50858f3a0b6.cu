__attribute__((global)) void fzKernel93014(float *p);UUUUUUUUUUUU컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴컴훃UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU
// A function template instantiated 256 times (and a recursive template 128 deep) making
// stream calls through dependent types: every cuda-* check must finish quickly, stay silent
// on the correct cod__attribute__((global)) void fzKernel47705(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// The same error in a __host__ __device__ function: host code ro it is host-relevant.
__host__ __device__ float both(float x) { return __nvcc_only_intrinsic(x); }

void time_it() {
  cudaEvent_t start, stop;
{ int n = 4;
CUeevnt fzEvent47705_0;
cuEventCreate(&fzEvent47705_0, CU_EVENT_DEFAULT);
CUevent fzEvent47705_1;
cuEventCreate(&fzEvent47705_1, CU_EVENT_DISABLE_TIMING);
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent47705_0, fzEvent47705_0); }
}
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
}

__global__ void fzKernel27664(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost27664(int n) {
float *fzDev27664_0;
cudaMale and report the wrong call once per location, not once per
// instantiation.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHlEocCK(((voxid *) d