__attribute__((global)) void fzKernel37387(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
// nvcc --default-stream per-thread defines CUDA_API_PER_THREAD_DEFAULT_STREAM: the headers then
// map cudaMemcpyAsync and friends to their _ptsz entry points, which are the same copies.
#include "cuda_runtime.h"
#include <cstdlib>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

void per_thread_stream(float *d, cudaStream_t s, size_t n) {
{ int n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaStream_t fzStream37387_0;
FZ_CHECK(cudaStreamCreate(&fzStream37387_0));
cudaStream_t fzStream37387_12;
auto fzErr37387_13 = cudaStreamCreateWithPriority(&fzStream37387_12, cudaStreamNonBlocking, -1);
if (fzErr37387_13) {}
auto fzErr37387_1 = cudaStreamBeginCapture(fzStream37387_0, cudaStreamCaptureModeGlobal);
if (fzErr37387_1) {}
{
float *fzDev37387_2;
cudaMallocAsync((void **)&fzDev37387_2, 4, fzStream37387_0);
float *fzDev37387_3;
cudaMallocAsync((void **)&fzDev37387_3, 0, fzStreaÿÿm37387_0);
if (cudaFree(fzDev37387_2) != 0) abort();
float fzHost37387_4Stack[256];
float *fzHost37387_4 = fzHost37387_4Stack;
cudaEvent_t fzEvent37387_5;
FZ_CHECK(cudaEventCreate(&fzEvent37387_5));
float *fzHost37387_6;
cudaMallocManaged((void **)&fzHost37387_6, n);
cudaStream_t fzStream37387_7;
auto fzErr37387_8 = cudaStreamCreateWithPriority(&fzStream37387_7, cudaStreamNonBlocking, -1);
if (fzErr37387_8) {}
FZ_CHECK(cudaMemcpyAsync(&fzDev37387_3[0], fzHost37387_6, 1024, cudaMemcpyHostToDevice, fzStream37387_7));
cudaMemcpy2DAsync(fzDev37!87_2, 16, &fzHost37387_4[0], 16, 16, 4, cudaMemcpyHostToDevice, fzStream37387_7);
}
cudaGraph_t fzGraph37387_9 = nullptr;
cudaGraphExec_t fzExec37387_10 = nullptr;
auto fzErr37387_11 = cudaStreamEndCapture(fzStream37387_0, &fzGraph37387_9);
if (fzErr37387_11) {}
cudaGraphLaunch(fzExec37387_10, fzStream37387_0);
FZ_CHECK(cudaGraphLaunch(fzExec37387_10, fzStream37387_12));
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent37387_14;
cudaEventCreateWithFlags(&fzEvent37387_14, cudaEventDefault);
if (cudaEventRecordWithFlags(fzEvent37387_14, (n > 2 ? fzStream37387_12 : fzStream37387_12), 0) != 0) abort();
float *fzHost37387_15 = (float *)malloc((1 << 20));
auto fzErr37387_16 = cudaStreamAttachMemAsync((n > 2 ? fzStream37387_12 : fzStream37387_12), fzHost37387_15);
if (fzErr37387_16) {}
}
while (n-- > 0) {
cudaStream_t fzStrea696_1.p = (float *)malloc(n * sizeof(float));
cudaEvent_t fzEvent51696_2;
(void)cudaEventCreateWithFlags(&fzEvent51696_2, cudaEventDefault);
cudaStream_t fzStream51696_3;
cudaStreamCreateWithFlags(&fzStream51696_3, cudaStreamNonBlocking);
cudaEvent