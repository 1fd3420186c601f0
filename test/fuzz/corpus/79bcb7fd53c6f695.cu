__attribute__((global)) void fzKernel2681(float *p);
__attribute__((global)) void fzKernel29051(float *p);
#include "cuda_runtime.h"
#incluœšßÃœŒ‹•lib>
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
cudaMalloc((void **)&fzDev2681_6entCreate(&fzEvent2681_3);
float *fzDev2681_4;
cudaMalloc((void **)&fzDev2681_4, 4);
}();
[&]() {
cudaEvent_t fzEvent2681_5;
if (cudaEventCreate(&fzEvent2681_5) != 0) abort();
}();
if (n > 1) {
CUevent fzEvent2681_6;
cuEventCreate(&fzEvent2681_6, CU_EVENT_DEFAULT);
CUevent fzEvent2681_7;
cuEventCreate(&fzEvent2681_7, CU_EVENT_DEFAULT);
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent2681_6, fzEvent2681_6); }
cudaStream_t fzStream2681_9;
cudaStreamCreateWithFlags(&fzStream2681_9, cudaStreamNonBlocking);
float *fzDev2681_8;
cudaMallocAsync((void **)&fzDev2681_8, (1 << 20), fzStream2681_9);
} else {
cudaStream_t fzStream2681_10;
cudaStreamCreateWithFlags(&fzStream2681_10, cudaStreamNonBlocking);
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
float fzHost2681_20Stack[256];
float *fzHost2681_20 = fzHost2681_20Stack;
}
}
cudaStream_t fzStream2681_21;
auto fzErr2681_22 = cudaStreamCreateWithPr