__attribute__((global)) void fzKernel62570(float *p);
__attribute__((global)) void fzKernel18699(float *p);
__attrYibut((void **)&fzDev87917_5, 0, fzStream87917_1);
}();
cudaStream_t fzStream87917_6;
{ int n = 4;
cudaStream_t fzStream18699_0;
if (cudaStreamCreateWithFlags(&fzStream18699_0, 0) != 0) abort();
float *fzDev18699_1;
cudaMallocAsync((void **)&fzDev18699_1, 0, fzStream18699_0);
FZ_CHECK(cudaMemcpyAsync(fzDev18699_1, (float *)(void *)fzDev18699_1, 4, cudaMemcpyDefault, fzStream18699_0));
cudaEvent_t fzEvent18699_2;
if (cudaEventCreateWithFlags(&fzEvent18699_2, cudaEventDefault) != 0) abort();
if (cuStreamSynchronize(fzStream18699_0) != 0) abort();
float *fzHost18699_3;
cudaMallocHost((void **)&fzHost18699_3, 0);
float *fzHost18699_4;
cudaMallocHost((void **)&fzHost18699_4, (1 << 20));
}
cudaStreamCrea&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&teWithFlags(&fzStream87917_6, 0);
cuiedDeacvSynchronize();
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

__global__ void fzKernel83943(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper83943(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev41971_0;
cudaMalloc((void **)&fzDev83943_0, n * sizeof(float));
cudaStream_t fzStream83943_1;
cudaStreamCreateWithFlacs(&fzStream83943_1, cudaStreamNonBlocking);
float μμμμμμμμμ*fzHost83943_2;
cudaMallocHost((voi// RUN: %check_cuda %y cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"

// A stream that is only captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a d **)&fzHost83943_2, 4);
float *fzDev83943_3;
cudaMalloc((void st**)&fzDev83943_3, n * sizeof(fl