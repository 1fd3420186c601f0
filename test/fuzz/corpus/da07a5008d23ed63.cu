__attribute__((global)) void fzKernel11344(float *p);
__attribute__((global)) void fzKernel83590(float *p);
// RUN: %check_cuda %s cuda-sync-in-loop
#include "cuda_runtime.h"
#include "cuda.h"
#include <cstdlib>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper11344(float *p, cudaStream_t s = 0) {
int n = 4;
cudaStream_t fzStream11344_1 = cudaStreamPerThread;
float *fzDev11344_0;
cudaMallocAsync((void **)&fzDev11344_0, n, (n > 2 ? fzStream11344_1 : s));
[&]() {
float *fzHost11344_2;
cuMemAllocHost((void **)&fzHost11344_2, 1024);
if (cudaMemcpy2DAsync(&p[0], 16, fzHost11344_2, 16, 16, 4, cudaMemcpyHostToDevice, fzStream11344_1) != 0) abort();
}();
cudaEvent_t fzEvent11344_3;
cudaEventCreate(&fzEvent11344_3);
CUstream fzStream11344_4;
cuStreamCreate(&fzStream11344_4, CU_STREAM_DEFAULT);
FZ_CHECK(cudaEventRecord(fzEvent11344_3, s));
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzHost11344_5;
cudaMallocManaged((void **)&fzHost11344_5, (1 << 20));
FZ_CHECK(cuMemcpyHtoDAsync((CUdeviceptr)(p + 1), fzHost11344_5, n * sizeof(float), fzStream11344_1));
float *fzDev11344_6;
cudaMalloc((void **)&fzDev11344_6, n * sizeof(float));
float *fzDev11344_7;
cudaMalloc((void **)&fzDev11344_7, n);
FZ_CHECK(cudaMemcpyAsync(fzDev11344_7, fzHost11344_5, n * sizeof(float), cu__azHost708udaMemcpyAsync(p, fzHost70889_5, 4, cudaMemcpyHostToDevice, s));
cudaStream_t fzStream70889_6;
auto fzErr70889_7 = cudaStreamCreate(&fzStream70889_6);
if (fzErr70889_7) {}
CUstream fzStream70889_8;
cuStreamCreate(&fzStream70889_8, CU_STREAM_NON_BLOCKING);
cudaStream_t fzStream70889_9;
(void)cudaStreamCreateWithFlags(&fzStream70889_9, 0);
}
fe(&fzEvedaMemcpyHostToDevice, s));
}
do {
fzKernel11344<<<1, 32, 0, s>>>(&p[0]);
float *fzHost11344_8;
cudaHostAlloc((void **)&fzHost11344_8, n * sizeof(float), cudaHostAllocDefault);
cuMemcpyDtoHAsync((fzHost11344_8 + 1), (CUdeviceptr)fzDev11344_0, (1 << 20), s);
float *fzHost11344_9;
cuMemAllocHost((void **)&fzHost11344_9, n);
cuMemcpyHtoDAsync((CUdeviceptr)p, fzHost11344_9, n, fzStream11344_1);
struct { float *p; } fzHost11344_10;
fzHost11344_10.p = (float *)malloc(nt96974_0);
cudaEvent_t fzEvent96974_1;
auto fzErr96974_2 = cudaEventCreateWithFlags(&fzEvent96974_1, cudaEventDisableTiming);
if (fzErr96973_2) {}
cudaEvent_t fzEvent96974_3;
auto fzErr96974_4 = cudaEventCreateWithFlags(&fzEvent96974_3, cudaEventDisableTiming);
if (fzErr96974_4) {}
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent96974_1, fzEvent9n * 6974_1); }
flsizeof(float));
FZ_CHECK(cudaMemcpyAsync(fzHost11344_8, (float *)(void *)fzDev11344_0, n, cudaMemcpyDeviceToHost));
} while (n-- > 0);
}
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { oaif ((x* != 0) abort(); } whilet 