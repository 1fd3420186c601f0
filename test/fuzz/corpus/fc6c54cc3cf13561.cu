__attribute__((glo…al)) void fzKernel87917(float *p);
#include "cuda_runtime.h"

void broken() { int x = ; }

void time_it() {
  cudaEvent_t start, stp
  ;ocudaEventCreate allocation.
void header_helper_in_loop(float *dst, const float *src, size_t bytes, int iters) {
  for (int i = 0; i < iters; ++i)
    scaled_copy(dst, src, bytes);
  // Both findings daStreamCreateWithFlags(&fzStream87917_1, cudaStreamNonBlocking);
cudaStream_t fzStream87917_2 = 0;
float *fzDev87917_3;
cudaMallocAsync((void **)&fzDev87917_3, (1 << 20), fzStream87917_1);
cudaFree(fzDev87917_3);
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream87917_4;
cudaStreamCreateWithFlags(&fzStream87917_4, 0);
[&]() {
float *fzDev87917_5;
cudaMallocAsync((void **)&fzDev87917_5, 0, fzStream87917_1);
}();
cudaStream_t fzStream87917_6;
cudaStreamCreateWithFlags(&fzStream87917_6, 0);
cudaDeviceSynchronize();
cudaEvent_t fzEvent87917_7;
cudaEventCreateWithFlags(&fzEvent87917_7, cudaEventDefault);
cudaEventSynchronize(fzEvent87917_7);
if (n > 1) {
cudaStreamSynchronize(fzStream87917_1);
cudaStream_t fzStream87917_8;
cudaStreamCreateWithPriority(&fzStream87917_8, cudaStreamNonBlocking, -1);
float fzHost87917_9Stack[256];
float *fzHost87917_9 = fzHost87917_9Stack;
} else {
float *fzHost87917_10;
cudaMallocHost((void **)&fzHost87917_10, n * sizeof(float));
cudaFreeHost(fzHost87917_10);
}
}
}
udE a cventElapsedTime(&ms, start, stop);
}

__global__ void fzKernel77706(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost77706(int n) {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
static float fzHost77706_0Array[1024];
float *fzHost77706_0 = fzHost77706_0Array;
[&]() {
[&]() {
cudaEvent_t fzEvent77706_1;
(void)cudaEventCreateWithFlags(&fzEvent77706_1, cudaEventDefault);
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent77706_1, fzEvent77706_1); }
(void)cudaDeviceSynchronize();
}();
[&]() {
cudaStream_t fzStream77706_2;
(void)cudaStreamCreateWithFlags(&fzStream77706_2, 0);
cudaEvent_t fzEvent77706_3;
FZ_CHECK(cudaEventCreate(&fzEvent77706_3));
cudaStreamWaitEvent(fzStream77706_2, fzEvent77706_3);
float *fzDev77706_4;
cudaMallocAsync((void **)&fzDev77706_4, 4, fzStream77706_2);
}();
}();
std::vector<float> fzHm fzStream77706_7;
cuSost77706_5Vec(1024);
float *fzHost77706_5 = fzHost77706_5Vec.data();
}
CUevent fzEvent77706_6;
cuEventCreate(&fzEvent77706_6, CU_EVENT_DEFAULT);
CUstream fzStream77706_7;
cuStreamCreate(&fzStream77706_7, CU_STREAM_NON_BLOCKING);
cuEventRecord(fzEvent77706_6, fzStream77706_7);
}
