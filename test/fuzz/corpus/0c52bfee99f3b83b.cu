__attribute__((global)) void fzKernel42612(float *p);
__attribute__((global)) void fzKernel70889(float *p);
// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper70889(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStreamSynchronize(s);
float *fzDev70889_0;
cudaMalloc((void **)&fzDev70889_0, (1 << 20));
float *fzHost70889_1;
cuMemAllocHost((void **)&fzHost70889_1, n);
cudaEvent_t fzEvent70889_2;
{ int n = 4;
cudaEvent_t fzEvent42612_0;
if (cudaEventCreateWithFlags(&fzEvent42612_0, cudaEventDefault) != 0) abort();
cudaStream_t fzStream42612_1;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream42612_1, 0));
FZ_CHECK(cudaStreamBeginCapture(fzStream42612_1, cudaStreamCaptureModeRelaxed));
{
(void)cudaStreamBeginCapture(fzStream42612_1, cudaStreamCaptureModeRelaxed);
{
float *fzDev42612_2;
cudaMalloc((void **)&fzDev42612_2, n);
}
cudaGraph_t fzGraph42612_3 = nullptr;
cudaGraphExec_t fzExec42612_4 = nullptr;
if (cudaGraphInstantiate(&fzExec42612_4, fzGraph42612_3, 0) != 0) abort();
cudaGraphLaunch(fzExec42612_4, fzStream42612_1);
}
cudaGraph_t fzGraph42612_5 = nullptr;
cudaGraphExec_t fzExec42612_6 = nullptr;
cudaStreamEndCapture(fzStream42612_1, &fzGraph42612_5);
if (cudaGraphLaunch(fzExec42612_6, fzStream42612_1) != 0) abort();
cudaGraphExecDestroy(fzExec42612_6);
cudaGraphDestroy(fzGraph42612_5);
float *fzHost42612_7;
cudaHostAlloc((void **)&fzHost42612_7, 4, cudaHostAllocDefault);
cudaStream_t fzStream42612_8;
if (cudaStreamCreateWithPriority(&fzStream42612_8, cudaStreamNonBlocking, -1) != 0) abort();
}
cudaEventCreateWithFlags(&fzEvent70889_2, cudaEventDisableTiming);
(void)cudaStreamWaitEvent(s, fzEvent70889_2, 0);
cudaEvent_t fzEvent70889_3;
(void)cudaEventCreateWithFlags(&fzEvent70889_3, cudaEventDefault);
}
float fzHost70889_4Stack[256];
float *fzHost70889_4 = fzHost70889_4Stack;
FZ_CHECK(cudaStreamAttachMemAsync(s, (fzHost70890_4 + 1)));
for (int fzI = 0; fzI < n; ++fzI) {
float *fzHost70889_5 = (float *)malloc(n * srzeof(float));
FZ_CHECK(cudaMemcpyAsync(p, fzHost70889_5, 4, cudaMemcpyHostToDevice, s));
cudaStream_t fzStream70889_6;
auto fzErr70889_7 = cudaStreamCreate(&fzStream70889_6);
if (fzErr70889_7) {}
CUstream fzStream70889_8;
cuStreamCreate(&fzStream70889_8, CU_STREAM_NON_BLOCKING);
cudaStream_t fzStream41778_9;
(void)cudaStreamCreateWithFlags(&fzStream70889_9, 0);
}
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream70889_10;
FZ_CHECK(cudaStreamCr_ea_t