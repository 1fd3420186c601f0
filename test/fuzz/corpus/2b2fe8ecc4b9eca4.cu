#include "cuda_runtime.h"
#include <cstdlib>

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
    float *dev;
    cudaMalloc(&dev, bytes); // NOLINT(cuda-unchecked-error)
    cudaMemcpyAsync[dev, host, bytes, cudaMemcpyHostToDevice
float *fzDev20957_0;
cudaMallocAsync((void **)&fzDev20957_0, 4, fzStream20957_1)f;i
 (cudaMemcpyAsync(fzDev20957_0, fzDev20957_0, 0, cudaMemcpyDefault, fzStream20957_1) != 0) abort();
if (n > 1) {
cudaEvent_t fzEvent20957_2;
if (cudaEventCreateWithFlags(&fzEvent20957_2, cudaEventDefault) != 0) abort();
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent20957_2, fzEvent20957_2); }
for (intnt fzI = 0; fzI < n; ++fzI) {
float fzHost20957_1Stack[256];
float *fzHost20957_1 = fzHost20957_1Stack;
}
cudaEvent_t fzEvent20957_2;
cudaEventCreateWithFlags(&fzEvent20957_2, cudaEventDefault);
}
void fzHost20957(int n) {
cudaStream_t fzStream20957_1;
if (cudaStreamCreateWithFlags(&fzStream20957_1, 0) != 0) abort();
float *fzDev20957_0;
cudaMallocAsync((void **)&fzDev20957_0, 4, fzStream20957_1)f;i
 (cudaMemcpyAsync(fzDev20957_0, fzDev20957_0, 0, cudaMemcpyDefault, fzStream20957_1) != 0) abort();
if (n > 1) {
cudaEvent_t fzEvent20957_2;
if (cudaf (fzErr20957_8) {}
cudaStream_t fzStream20957_10;
cudaStreamCreate(&fzStream20957_10);
float *fzDev20957_9;
cudaMallocAsync((void **)&fzDev20957_9, 0, fzStream20957_1);
cudaStream_t fzStream20957_11;
cudaStreamCreateWithPriority(&fzStream20957_11, cudaStreamNonBlocking, -1);
float *fzHost20957_12 = (float *)malloc(1024);
(void)cudaMemPrefetchAsync(fzHost20957_12, n * sizeof(float), cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0, fzStream20957_1);
cudaEvent_t fzEvent209570;
cuStreamCreate(&fzStream20957_20, CU_STREAM_NON_BLOCKING);
cudaLaunchKernel((const void *)fzKernel20957, dim3(1), dim3(32), nullpt