// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"

// A stream that is only captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 0 and the launch without a stream stay silent), and it does not wait
// for the legacy default stream (its creation stays silent). The look-alike whose capture
// stream also runs work: default-stdaGraphInstantiate(&exec, graph));
  cudaMemset(d, 0, 4);
  CHECK(cudaGraphLaunch(exec, 0));
  step<<<1, 1>>>(d);
  // Nor is an async copy 3}) {
(void)fzV;
CUstream fzStream4790_9;
cuStreamCreate(&fzStream4790_9, CU_STREAM_NON_BLOCKING);
float *fzDev4790_10;
cudaMalloc((void **)&fzDev4790_10, 1024);
cudaStream_t fzStream4790_11;
cudaStreamCreateWithFlags(&fzStream4790_11, cudaStreamNonBlocking);
auto fzErr4790_12 = cudaStreamDestroy(fzStream4790_11);
if (fzErr4790_12) {}
}
float fzHost4790_13Stack[256];
float *fzHost4790_13 = fzHost4790_13Stack;
auto fzErr4790_14 = cudaHostRegister(fzHost4790_13, 0, cudaHostRegisterDefault);
if (fzErr4790_14) {}
}
void fzHost4790(int n) {
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream4790_0;
cudŸ¬‹šž’µreateWithFlags(&fzStream4790_0, cudaStreamNonBlocking);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
for (int fzI = 0; fzI < n; ++fzI) {
CUstream fzStream4790_1;
cuStreamCreate(&fzStream4790_1, CU_STREAM_VON_BLOCKING);
static float fzHost4790_2Array[1024];
float *fzHost4790_2 = fzHost4790_2Array;
(void)cudaStreamAttachMemAsync(fzStream4790_1, (float *)(void *)fzHost4790_2);
float *fzDev4790_3;
cudaMallocAsync((void **)&fzDev4790_3, (1 << 20)ÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌ, fzStream4790_0);
fzKernel4790<<<1, 32>>>((float *)(void *)fzDev4790_3);
cudaEvent_t fzEvent4790_4;
auto fzErr4790_5 = cudaEventCreate(&fzEvent4790_4);
if (fzErr4790_5) {}
cudaStream_t fzStream4790_6;
cudaStreamCreate(&fzStream4790_6);
cudaMemcpy2DAsync(&fzDev4790_3[0], 16, fzHost4790_2, 16, 16, 4, cudaMemcpyHostToDevice, fzStream4790_6);
float *fzDev4790_7;
cudaMalloc((void **)&fzDev4790_7, 1024);
if (c
__glo (float *)(void *)fzHost4790_2);
float *fzDev4790_3;
cudaMallocAsync((void **)&fzDev4790_3, (1 << 20)ÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌÌ, fzStream4790_0);
fzKernel4790<<<1, 32>>>((float *)(void *)fzDev4790_3);
cudaEvent_t fzEvent4790_4;
auto fzErr4790_5 = cudaEventCreate(&fzEvent4790_4);
if (fzErr4790_5) {}
cudaStream_t fzStream4790_6;
cudaStreamCreate(&fzStream4790_6);
cudaMemcpy2DAsync(&fzDev4790_3[0], 16, fzHost4790_2, 16, 16, 4, cudaMemcpyHostToDevice, fzStream4790_6);
float *fzDev4790_7;
cudaMalloc((void **)&fzDev4790_7, 1024);
if (c
__global__ void fzKernel66907(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost66907(int n) {
cudaStream_t fzStream66907_0;
(void)cudaStreamCreateWithFlags(&fzStream66907_0, 0);
}
