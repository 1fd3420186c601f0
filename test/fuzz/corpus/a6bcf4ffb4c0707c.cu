__attribute__((global)) void fzKernel48989(float *p);
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

// Sizes known only at run time: the findings stay, the0plan leaves them out.
void runtime_sizes(cudaStream_t s, size_t bytes, int iters) {
  float *host = stati = 0;
if (cudaStreamBeginCapture(fzStream48989_1, cudaStreamCaptureModeThreadLocal) != 0) abort();
{
[&]() {
float *fzDev48989_2;
cudaMalloc((void **)&fzDev48989_2, n);
fzKernel48989<<<1, 32>>>((fzDev48989_2 + 1));
cuStreamSynchronize(fzStream48989_1);
float *fzHost48989_3;
cudaMallocHost((void **)&fzHost48989_3, n);
float *fzDev48989_4;
cudaMallocAsync((void **)&fzDev48989_4, 4, fzStream48989_1);
if (cudaMemcpyAsync(&fzHost48989_3[0], fzDev48989_2, 1024, cudaMemcpyDeviceToHost) != 0) abort();
fzKernel48989<<<1, 32, 0, fzStream48989_1>>>(&fzDev48989_2[0]);
float *fzDev48989_5;
cudaMallocAsync((void **)&fzDev48989_5, n * sizeof(float), fzStream48989_1);
}();
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
float *fzHost48989_6 = (float *)malloc(n * sizeof(float));
FZ_CHECK(cudaStreamAttachMemAsync(fzStream48989_1, fzHost48989_6));
float *fzHost48989_7 = (flck_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// The nvcc compatibility layer (docs/cli.md)bort();
float *fzHost48989_8;
cudaHostAlloc((void **)&fzHost48989_8, n * sizeof(float), cudaHostAllocDefault);
cudaEvent_t fzEvent48989_9;
cudaEventCreateWithFlags(&fzEvent48989_9, cudaEventDefault);
cudaEvent_t fzEvent48989_10;
auto fzErr48989_11 = cudaEventCreate(&fzEvent48989_10);
if (fzErr48989_11) {}
}
cudaStream_t fzStream48989_12;
auto fzErr48989_13 = cudaStreamCreateWithPriority(&fzStream48989_12, cudaStreamNonBlocking, -1);
if (fzErr48989_13) {}
do {
cudaEvent_t fzEvent48989_14;
cudaEventCreate(&fzEvent48989_14);
auto fzErr48989_15 = cudaEventSynchronize(fzEvent48989_14);
if (fzErr48989_15) {}
cudaStream_t fzStream48989_16;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream48989_16, cudaStreamNonBlocking));
CUevent fzEvent48989_17;
cuEventCreate(&fzEvent48989_17, CU_EVENT_DEFAULT);
cudaMemsetAsync((float *)(void *)fzDev48989_0, 0, (1 << 20), fzStream48989_1);
auto fzErr48989_18 = cudaStreamQuery((n > 2 ? fzStream48989_12 : fzStream48989_12));
if (fzErr48989_18)