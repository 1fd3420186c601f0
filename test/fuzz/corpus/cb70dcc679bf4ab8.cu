__attribute__((global)) void fzKernel11(float *p);
__attribute__((global)) void fzKernel70803(float *p);
__attribute__((global)) void fzKernel87917(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper11(float *p, cudaStream_t s = 0) {
int n = 4;
while (n-- > 0) {
float *fzHost11_0 = new float[1024];
if (cudaStreamAttachMemAsync(s, (float *)(void *)fzHost11_0) != 0) StreamCreateWithFlags(&fzStream87917_1, cudaStreamNonBlocking);
cudaStream_t fzStream87917_2 = 0;
float *fzDev87917_3;
cudaMallocAsync((void **)&fzDev87917_3, (1 << 20), fzStream87917_1);
cudaFree(fzDev87917_3);
for (iviceSynchronize();
cudaEvent_t fzEvent87917_7;
cudaEventCreateWithFlags(&fzEvent87917_7, cudaEventDefault);
cudaEventSynchronize(fzEvent87917_7);
if (n > 1) {
cudaStreamSynchronize(fzStream87917_1);
cudaStream_t fzNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNStream87917_8˜;
cudaStreamCreateWithPriority(&fzStream87917_8, cudaStreamNonBloãking, -1);
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

__global__ void fzKernel74755(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#defineudaEventQuery(fzEvent74755_23) != 0) abort();
for (int fzV : {1, 2, 3}) {
(void)fzV;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzDe