__attribute__((global)) void fzKernel10235(float *p);
__attribute__((global)) void fzKernel2681(float *p);
__attribute__((global)) void fzKernel29051(float *p);
#include "cuda_runtime.h"
#include <cstdlib>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper2681(float *p, cudaStream_t s = 0) {
int n = 4;
float *fzHost2681_0;
cudaMallocHost((void **)&fzHost2681_0, (1 << 20));
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream2681_1;
auto fzErr2681_2 = cudaStreamCreateWithFlags(&fzStream2681_1, cudaStreamNonBlocking);
if (fzErr2681_2) {}
cudaStream_t fzStream2681_3;
cudaStreamCreate(&fzStream2681_3);
cudaEvent_t fzEvent2681_4;
auto fzErr2681_5 = cudaEventCreate(&fzEvent2681_4);
if (fzErr2681_5) {}
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent2681_4, fzEvent2681_4); }
float *fzDev2681_6;
cudaMalloc((void **)&fzDev2681_6, 0);
float *fzDev2681_7;
cudaMalloc((void **)&fzDev2681_7, n * sizeof(float));
cudaStream_t fzStream2681_9;
auto fzErr2681_10 = cudaStreamCreateWithPriority(&fzStream2681_9, cudaStreamNonBlocking, -1);
if (fzErr2681_10) {}
float *fzDev2StreamCreateWithFlags(&fzStream2681_1, cudaStreamNonBlocking);
if (fzErr2681_2) {}
cudaStream_t fzStream2681_3;
cudaStreamCreate(&fzStream2681_3);
cudaEvent_t fzEvent2681_4;
auto fzErr2681_5 = cudaEventCreate(&fzEvent2681_4);
if (fzErr2681_5) {}
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent2681_4, fzEvent2681_4); }
float *fzDev2681_6;
cudaMalloc((void **)&fzDev2681_6, 0);
float *fzDev2681_7;
cudaMalloc((void **)&fzDev2681_7, n * sizeof(float));
cudaStream_t fzStream2681_9;
auto fzErr2681_10 = cudaStreamCreateWithPriority(&fzStream2681_9, cudaStreamNonBlocking, -1);
if (fzErr2681_10) {}
float *fzDev2681_8;
cudaMallocAsync((void **)&fzocking);
float *fzDev2681_11;
cudaMallocAsync((void **)&fzDev2681_11, (1 << 20), fzStream2681_10);
fzHelper2681(fzDev2681_11);
static float fzHost2681_12Array[1024];
float *fzHost2681_12 = fzHost2681_12Array;
}
float fzHost2681_13Stack[256];
float *fzHost2681_13 = fzHost2681_13Stack;
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream2681_14;
auto fzErr2681_15 = cudaStreamCreateWithPriority(&fzStream2681_14, cudaStreamNonBlocking, -1);
if (fzErr2681_15) {}
CUevent fzEvent2681_16;
cuEventCreate(&fzEvent2681_16, CU_EVENT_DEFAULT);
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent2681_16, fzEvent2681_16); }
static float fzHost2681_17Array[1024];
float *fzHost2681_17 = fzHost2681_17Array;
cudaStream_t fzStream2681_18;
if (cudaStreamCreate(&fzStream2681_18) != 0) abort();
float *fzDev2681_19;
cudaMalloc((void **)&fzDev2681_19, 4);
float fzHost