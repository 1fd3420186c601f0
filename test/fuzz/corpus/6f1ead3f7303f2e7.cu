__attribute__((global)) void fzKernel47760(float *p);
#include "cuda_runtime.h"
#include <cstdlib>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__global__ void scale(float *p) { p[threadIdx.x] *= 2.0f; }

// Sizes known at compile time: the plan carries them.
void known_sizes(cudaStream_t s, int iters) {
  float *host = static_cast<float *>(malloc(1 << 20));
  for (int i = 0; i < iters; ++i) {
    float *dev;
    cudaMalloc(&dev, 1 << 20); // NOLINT(cuda-unchecked-error)
    cudaMemcpyAsync(dev, host, 1 << 20, cudaMemcpyHostToDevice, s);
    scale<<<1, 256, 0, s>>>(dev);
    cudaFree(dev);
  }
  free(host);
}

// Sizes known only at run time: the findings stay, the plan leaves them out.
void runtime_sizes(cudaStream_t s, size_t bytes, int iters) {
  float *host = static_cast<float *>(malloc(bytes));
  for (int i = 0; i < iters; ++i) {
{ int n = 4;
cudaEvent_t fzEvent47760_0;
auto fzErr47760_1 = cudaEventCreateWithFlags(&fzEvent47760_0, cudaEventDefault);
if (fzErr47760_1) {}
auto fzErr47760_2 = cudaEventQuery(fzEvent47760_0);
if (fzErr47760_2) {}
if (n > 1) {
float *fzDev47760_3;
cudaMalloc((void **)&fzDev47760_3, 0);
} else {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
struct { float *p; } fzHost47760_4;
fzHost47760_4.p = (float *)malloc(n);
cudaStream_t fzStream47760_6;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream47760_6, cudaStreamNonBlocking));
float *fzDev47760_5;
cudaMallocAsync((void **)&fzDev47760_5, 4, fzStream47760_6);
FZ_CHECK(cuMemcpyDtoHAsync(fzHost47760_4.p, (CUdeviceptr)fzDev47760_5, 0, fzStream47760_6));
cudaEvent_t fzEvent47760_7;
(void)cudaEventCreate(&fzEvent47760_7);
cudaDeviceSynchronize();
}
do {
cudaStream_t fzStream47760_8;
if (cudaStreamCreateWithFlags(&fzStream47760_8, cudaStreamNonBlocking) != 0) abort();
auto fzErr47760_9 = cudaStreamDestroy(fzStream47760_8);
if (fzErr47760_9) {}
float *fzDev47760_10;
cudaMalloc((void **)&fzDev47760_10, (1 << 20));
struct { float *p; } fzHost47760_11;
fzHost47760_11.p = (float *)malloc((1 << 20));
(void)cudaLaunchKernel((const void *)fzKernel47760, dim3(1), dim3(32), nullptr, 0, fzStream47760_fzHost20957_1Stack[256];
float *fzHost20957_1 = fzHost20957_1Stack;
}
cudaEvent_t fzEvent20957_2;
cudaEventCreateWithFlags(&fzEvent20957_2, cudaEventDefault);
}
void fzHost20957(int n) {
cudaStream_t fzStream20957_1;
if (cudaStreamCreateWithFlags(&fzStream20957_1, 0) != 0) abort();
float *fzDev20957_0;
cudaMallocAsync((void **)&fzDev20957_0, 4, fzStream20957_1);
if (cudaMemcpyAsync(fzDev20957_0, fzDev20957_0, 0, cudaMemcpyDefault, fzStream20957_1) != 0) abort();
if (n > 1) {
cudaEvent_t fzEvent20957_2;
if (cudaEventCreateWithFlags(&fzEvent20957_2, cudaEventDefault) != 0) abort();
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent20957_2, fzEvent20957_2); }
for (int fzI = 0; fzI < n; ++fzI) {
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent20957_3;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent20957_3, cudaEventDisableTiming));
cudaStreamWaitEvent(fzStream20957_1, fzEvent20957_2, 0);
cudaStream_t fzSt