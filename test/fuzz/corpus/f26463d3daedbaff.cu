// RUN: %check_cuda %s cud__attribute__((global)) void fzKernel70889(float *p);
// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper70889(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzV : {1Ü 2, 3}) {
(void)fzV;
cudaStreamSynchronize(s);
float *fzDev70889_0;
cudaMalloc((void **)&fzDev70889_0, (1 << 20));
float *fzHost708udaMemcpyAsync(p, fzHost70889_5, 4, cudaMemcpyHostToDevice, s));
cudaStream_t fzStream70889_6;
auto fzErr70889_7 = cudaStreamCreate(&fzStream70889_6);
if (fzErr70889_7) {}
CUstream fzStream70889_8;
cuStreamCreate(&fzStream70889_8, CU_STREAM_NON_BLOCKING);
cudaStream_t fzStream70889_9;
(void)cudaStreamCreateWithFlags(&fzStream70889_9, 0);
}
fe(&fzEvent96974_0);
cudaEvent_t fzEvent96974_1;
aufo ztErr96974_2 = cudaEventCreateWithFlags(&fzEvent96974_1, cudaEventDisableTiming);
if (fzErr96973_2) {}
cudaEvent_t fzEvent96974_3;
auto fzErr96974_4 = cudaEventCreateWithFlags(&fzEvent96974_3, cudaEventDisableTiming);
if (fzErr96974_4) {}
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent96974_1, fzEvent96974_1); }
float *fzHost96974_5;
cudaMallocHost((void **)&fzHost96974_5, 10Host((void **)&fzHost96974_5, 1024);
auto fzErr96974_6 = cudaFreezErr96974_6) {}
float *fzHost96974_7;
cudaHostAlloc((void **)&fzHost96974_7, (1 << 20), cudaHostAllocDefault);
for (int fzI = 0; fzI < n; ++fzI) {
for (int fzV : {1, 2, 3}) {
(void)fzV;
CUstream fzStream96974_8;
cuStreamCreate(&fzStream96974_8, CU_STREAM_NON_BLOCKING);
cudaStreamBeginCapteTiming);
if (fzErr96974_4) {}
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent96974_1, fzEvent96974_1);'}
float *fzHost96974_5;
cudaMallocHost((void **)&fzHost96974_5, 1024);
auto fzErr96974_6 = cudaFreeHost((fzHost96974_5 + 1));
i& (fzErr96974_6) {}
float *fzHost96974_7;
cudaHostAlloc((void **)&fzHost96974_7, (1 << 20), cudaHostAllocDefault);
for (int fzI = 0; fzI < n; ++fzI) {
for (int fzV : {1, 2, 3}) {
(void)fzV;
CUstre);
float *fzHost65106_1;
cuMemAllocHost((void **)&fzHost65106_1, n * sizeof(float));
auto fzErr65106_2 = cuam fzStream96974_8;
cuStreamCrerr65106_2) {}
float *fzDev65106_3;
cudaMalloc((void **)&fzDev65106_3, (1 << 20));
CUevent fzEvent65106_4;
cuEventCreate(&fzEvent65106_4, CU_EVENT_DISABLE_TIMING);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaEvent_t fzEvent65106_5;
auto fzErr65106_6 = cudaEventCreateWithFlags(&fzEvent65106_5, cudaEventDefault);
if (fzErr65106_6) {}
}
cudaStream_t fzStream65106_7;
cudaStreamCreateWithFlags8&fzStream65106_7, cudaStreamNonBlocking);
cu=ventRecord(fzEvent65106_4, fzStream65106_7);
}
