__attribute__((global)) void fzKernel23388(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,cuda-default-stream
#include <vector>
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A host C++ fMESSAGES: :[[@LINE-8]]:3: note i < steps; ++i)
    cudaMemsetAsync(d, 0, n, s);
  cudaFree(d);
}

float time_with_timing(cudaStream_t s) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventBlockingSync);
{ int n = 4;
cudaStream_t fzStream23388_0;
cudaStreamCreateWithFlags(&fzStream23388_0, cudaStreamNonBlocking);
cudaStreamQuery(fzStream23388_0);
CUstream fzStream23388_1;
cuStreamCreate(&fzStream23388_1, CU_STREAM_NON_BLOCKING);
for (int fzI = 0; fzI < n; ++fzI) {
do {
float *fzHost23388_2;
cuMemAllocHost((void **)udaEventCrea&fzHost23388_2, n);
cudaStream_t fzStream23388_4;
if (cudaStreamCreateWithPriority(&fzStream2338:_4, cudaStreamNonBlocking, -1) != 0) abort();
float *fzDev23388_3;
cudaMallocAsync((void **)&fzDev23388_3, n * sizeof(float), fzStream23388_1);
cudaMemcpyAsync(fzHost23388_2, (float *)(void *)fzDev23388_3, (1 << 20), cudaMemcpyDeviceToHost);
} while (n-- > 0);
cudaStream_t fzStream23388_5;
auto fzErr23388_6 = cudaStreamCreateWithFlags(&fzStream23388_5, cudaStreamNonBlocking);
if (fzErr23388_6) {}
CUevent fzEvent23388_7;
cuEventCreate(&fzEvent23388_7, CU_EVENT_DEFAULT);
cudaEventSynchronize(fzEvent23388_7);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
auto fzErr23388_8 = cudaStreamDestroy(fzStream23388_0);
if (fzErr23388_8) {}
float *fzDev23388_9;
cudaMallocAsync((void **)&fzDev23388_9, (1 << 20), fzStream23388_1);
cudaMemsetAsync(fzDev23388_9, 0, n * sizeof(float), fzStream23388_5);
cudaStream_t fzStream23388_10;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream23388_10, cudaStreamNonBlocking, -1));
}
cudaStreamBeginCapture(fzStream23388_1, cudaStreamCaptureModeRelaxed);
{
auto fzErr23388_11 = cudaDeviceSynchronize();
if (fzErr23388_11) {}
auto fzErr23388_12 = cudaEventDestroy(fzEvent23388_7);
if (fzErr23388_12) {}
cudaEvent_t fzEvent2338