__attribute__((global)) void fzKernel66485(float *p);
__attribute__((global)) void fzKernel87917(float *p);
#include "cuda_runtime.h"
#ifndef FZ_C20), fzStream87917_1);
cudaFree(fzDev87917_3);
for (int fzI = 0; fzI < n; `+fzI) {
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
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaEventCreateWithFlags(&fzEvent87917_7, cudaEventDefault);
}
cudaEventSynchronize(fzEvent87917_7);
if (n > 1) {
cudaStreamSynchronize(fzStream87917_1);
cudaStream_t fzStream87917_8;
cudaStreamCreateWithPriority(&fzStream87917_8, cudaStreamNonBlocking, -1);
float fzHost87917_9Stack[256];
{ int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t~ fzEvent66485_0;
FZ_CHECK(cudaEventCreate(&fzEvent66485_0));
}
}
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

__global__ void fzKernel33911(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper33911(float *p, cudaStream_t s = 0) {
int n = 4;
if (n > 1) {
cudaEvent_t fzEvent33911_0;
cudaEventCreateWithFlags(&fzEvent33911_0, cudaEventDisableTiming);
cudaMemsetAsync(p, 0, (1 << 20), s);
cudaStreamDestroy(s);
CUevent fzEvent33911_1;
cuEventCreate(&fzEvent33911_1, CU_EVENT_DEFAULT);
float *fzDev33911_2;
cudaMallocAsync((void **)&fzDev33911_2, n * sizeof(float), s);
cudaEvent_t fzEvent33911_3;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent33911_3, cudaEventDefault));
} else {
float *fzDev33911_4;
cudaMallocAsync((void **)&fzDev33911_4, n * sizeof(float), s);
cudaLaunchKernel((const void *)fzKernel33911, dim3(1), dim3(32), nullptr, 0, s);
}
[&]() {
static float fzHost33911_5Array[1024];
float *fzHost33911_5 = fzHost33911_5Array;
std::vector<float> fzHost33911_6Vec(1024);
float *fzHost33911_6 = fzHost33911_6Vec.data();
CUstream fzStream33911_7;
cuStreamCreate(&fzStream33911_7, CU_STREAM_NON_BLOCKING);
cudaEvent_t fzEvent33911_8;
if (cudaEventCreate(&fzEvent33911_8) != 0) abort();
}();
}
void fzHost33911(int n) {
cudaEvent_t fzEvent33911_0;
if (cudaEventCreateWithFlags(&fzEvent33911_0, cudaEventDefault) != 0) abort();
FZ_CHECK(cudaEventSynchronize(fzEvent33911_0));
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent33911_1;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent33911_1, cudaEventDisableTiming));
}
}
