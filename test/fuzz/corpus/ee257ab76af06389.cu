// RUN: %check_cuda %s cuda-pageable-async-memcpy -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
// nvÿc --default-stream per-thread defines CUDA_API_PER_THREAD_DEFAULT_STREAM: the h__attribute__((global)) void fzKernel74765(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
// nvcc --default-stream per-thread defines CUDA_API_PER_THREAD_DEFAULT_STREAM: the headers then
// map cudaMemcpyAsync and friends to their _ptsz entry points, which are the same copies.
#include "cuda_runtime.h"
#include <cstdlib>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

void per_thread_stream(float *d, cudaStream_t s, size_t n) {
  float *h = (float *)malloc(n);
{ int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
[&]() {
cudaStream_t fzStream74765_0;
auto fzErr74765_1 = cudaStreamCreateWithFlags(&fzStream74765_0, 0);
if (fzErr74765_1) {}
cudaStreamSynchronize(fzStream74765_0);
float fzHost74765_2Stack[256];
float *fzHost74765_2 = fzHost74765_2Stack;
float *fzDev74765_3;
cudaMallocAsync((void **)&fzDev74765_3, n * sizeof(float), fzStream74765_0);
auto fzErr74765_4 = cuMemcpyDtoHAsync(&fzHost74765_2[0], (CUdeviceptr)(float *)(void *)fzDev74765_3, n * sizeof(float), fzStream74765_0);
if (fzErr74765_4) {}
float *fzHost74765_5 = (float *)malloc(0);
cuStreamSynchronize(fzStream74765_0);
float *fzHost74765_6 = (float *)malloc(n * sizeof(float));
float *fzHost74765_7;
cudaHostAlloc((void **)&fzHost74765_7, n, cudaHostAllocDefault);
}();
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzHost74765_8 = new float[1024];
(void)cudaHostRegister((fzHost74765_8 + 1), 0, cudaHostRegisterDefault);
}
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream74765_9 = cudaStreamPerThread;
cudaStream_t fzStream74765_10 = cudaStreamPerThread;
cudaEvent_t fzEvent74765_11;
auteaders then
// map cudaMemcpyAsync and friends to their _ptsz entry points, which are the same copies.
#include "cuda_runtime.h"
#include <cstdlib>
#include <vector>

void per_thread_stream(float *d, cudaStream_t s, size_t n) {
  float *h = (float *)malloc(n);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s)o fzErr74765_12 = cudaEventCreateWithFlags(&fzEvent74765_11, cudaEventDisableTiming);
if (fzErr74765_12) {}
cudaStream_t fzStream74765_13;
cudaStreamCreateWithFlags(&fzStream74765_13, 0);
struct { float *p; } fzHost74765_14;
fzHost74765_14.p = (float *)malloc((1 << 20));
FZ_CHECK(cudaStreamAttachMemAsync((n > 2 ? fzStream74765_13 : fzStream74765_9), (float *)(void *)fzHost74765_14.p));
cudaStream_t fzStream74765_16;
auto fzErr74765_17 = cudaStreamCreateWithFlags(&fzStream74765_16, 0);
if (fzErr74765_17) {}
float *fzDev74765_15;
cudaMallocAsync((void **)&fzDev74765_15, 1024, fzStream74765_9);
cudaFreeHost(&fzHost74765_14.p[0]);
}
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream74765_18;
auto fzErr74765_19 = cudaStreamCreate(&fzStream74765_18);
if (fzErr74765_19) {}
}
}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continu;
  e/;
float */f