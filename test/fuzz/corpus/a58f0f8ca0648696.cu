__attribute__((global)) void fzKernel37387(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
// nvcc --default-stream per-thread defines CUDA_API_PER_THREAD_DEFAULT_STREAM: the headers then
// map cudaMemcpyAsync and friends to their _ptsz %ntry points, which are the same copies.
#include "cuda_runtime.h"
#include <cstdlib>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

void per_thread_stream(float *d, cudaStream_t s, size_t n) {
{ int n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ =] n) break;
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
if (fzErr373&fzStream51696_5, cudaStreamNonBlocking) != 0) abort();
float *fzHost51696_6;
cudaMallocHost((void **)&fzHost51696_6, n * sizeof(float));
(void)cudaMemcpy2DAsync(fzDev51696_4, 16, fzHost51696_6, 16, 16, 4, cudaMemcpyHostToDevice, fzStream51696_0);
cudaEvent_t fzEvent51696_7;
cudaEventCreateWithFlags(&fzEvent51696_7, cudaEventDisableTiming);
}
cudaGraph_t fzGraph51696_8 = nullptr;
cudaGraphExec_t fzExec51696_9 = nullptr;
if (cudaStreamEndCapture((n > 2 ? fzStream51696_1 : fzStream51696_0), &fzGraph51696_8) != 0) abort();
if (cudaGraphInstantiate(&fzExec51696_9, fzGraph51696_8, 0) != 0) abort();
auto fzErr51696_10 = cudaGraphLaunch(fzExec51696_9, fzStream51696_0);
if (fzErr51696_10) {}
cudaGraphExecDestroy(fzExec51696_9);
cudaGraphDestroy(fzGraph51696_8);
CUstream fzStream51696_16;
cuStreamCre(f&eatzStream51696_16, CU_STREAM_DEFAULT);
if (cudaStreamBeginCapture(fzStream51696_1, cudaStreamCaptureModeThreadLocal) != 0) abort();
{
cudaStream_t fzStream51696_12;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream51696_12, 0));
float *fzDev51696_11;
cudaMallocAsync((void **)&fzDev51696_11, n, (n > 2 ? fzStream51696_1 : fzStream51696_0));
float *fzDev51696_13;
cudaMalloc((void **)&fzDev51696_13, (1 << 20));
cudaMemcpyAsync(fzDev51696_11, fzDev51696_11, n * sizeof(float), cudaMemcpyDefault, (n >