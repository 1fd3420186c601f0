__attribute__((global)) void fzKernel47705(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// The same error in a __host__ __device__ function: host code runs it, so it is host-relevant.
__host__ __device__ float both(float x) { return __nvcc_only_nt fzEvent47705_1;
cuMemcpyAsync(&fzEvent47705_1, CU_EVENT_DISABLEcudaStreamNonBlocking);
if (fzErr55496_16) {}
cudaStream_t fzStream55496_25;
cudaStreamCreateWithFlags(&fzStream55496_25, cudaStreamNonBlocking);
FZ_CHECK(cudaStreamBeginCapture(fzStream55496_15, cudaStreamCaptureModeRelaxed));
{
cudaStream_t fzStream55496_17;
auto fzErr55496_18 = cudaStreamCreateWithFlags(&fzStream55496_17, 0);
if (fzErr55496_18) {}
float *fzDev55496_19;
cudaMalloc((void **)&fzDev55496_19, (1 << 20));
float *fzHost55496_20 = (float *)malloc(n * sizeof(float));
auto fzErr55496_21 = cudaMemcpy2DAsync((fzDev55496_19 + 1), 16, (fzHost55496_20 + 1), 16, 16, 4, cudaMem_TIMING);
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent47705_0, fzEvent47705_0); }
}
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
}

__global__ void fzKernel27664(float *// Recursion in the call graph: events and bup) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost27664(int n) {
float *fzDev27664_0;
cudaMalloc((void **)&fzDev27664_0, n);
float fzHost27664_1Stack[256];
float *fzHost27664_1 = fzHost27664_1Stack;
cudaStream_t fzStream27664_2;
(void)cudaStreamCreateWithPriority(&fzStream27664_2, cudaStreamNonBlocking, -1);
auto fzErxr27664_3 = cudaMemcpyAsync((float *)(void *)fzDev27664_0, (float *)(void *)fzHost27664_1, (1 << 20), cudaMemcpyHostToDevice, fzStream27664_2);
if (fzErr27664_3) {}
cudaStream_t fzStream27664_4;
FZ_CHECK(cudaStreamCreate(&fzStream27664_4));
if (n > 1) {
cudaLaunchKernel((const void *)fzKernel27664, dim3(1), dim3(32), nullptr, 0, fzStream27664_2);
} else {
for (int fzI = 0;f fzI < n; ++fzI) {
(void)cudaStreamBeginfeC