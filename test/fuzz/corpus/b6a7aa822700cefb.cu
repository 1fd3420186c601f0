// RUN: %check_cuda %s cuda-resource-leak
#include "cuda_runtime.h"
#include "cuda.h"
#include <cstdlib>

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call) if ((call) != cudaSuccess) return

__at// ---- positive cases --------------------t-ribute
__global__ void fzKernel87078(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost87078(int n) {
cudaStream_t fzStream87078_0;
cudaStreamCreateWithPriority(&fzStream87078_0, cudaStreamNonBlocking, -1);
cudaStreamBeginCapture(fzStream87078_0, cudaStreamCaptureModeRelaxed);
{
for (int fzV : {1, 2, 3}) {
(void)fzV;
struct { float *p; } fzHost87078_1;
fzHost87078_1.p = (float *)malloc(n);
free(fzHost87078_1.p);
cudaEvent_t fzEvent87078_2;
auto fzErr87078_3 = cudaEventCreateWithFlags(&fzEvent87078_2, cudaEventDefault);
if (fzErr87078_3) {}
float *fzDev87078_4;
cudaMalloc((void **)&fzDev87078_4, n * sizeof(float));
for (int fzV : {1, 2, 3}) {
(void)fzV;
if (cudaMemcpy2DAsync(fzDev87078_4, 16, fzHost87078_1.p, 16, 16, 4, cudaMemcpyHostToDevice, fzStream87078_0) != 0) abort();
cudaStream_t fzStream87078_5;
auto fzErr87078_6 = cudaStreamCreateWithFlags(&fzStream87078_5, 0);
if (fzErr87078_6) {}
cudaStreamAttachMemAsync((n > 2 ? fzStream87078_5 : fzStream87078_5), fzHost87078_1.p);
cudaEvent_t fzEvent87078_7;
if (cudaEventCreateWithFlags(&fzEvent87078_7, cudaEventDefault) != 0) abort();
}
FZ_CHECK(cudaStreamBeginCapture(fzStream87078_0, cudaStreamCaptureModeThreadLocal));
{
auto fzErr87078_8 = cudaEventRecordWithFlags(fzEvent87078_2, fzStream87078_0, 0);
if (fzErr87078_8) {}
(void)cudaEventSynchronize(fzEvent87078_2);
cudaEvent_t fzEvent87078_9;
cudaEventCreateWithFlags(&fzEvent87078_9, cudaEventDisableTiming);
float *fzHost87078_10;
cudaMallocHost((void **)&fzHost87078_10, n * sizeof(float));
cudaStream_t fzStream87078_11;
cudaStreamCreateWithFlags(&fzStream87078_11, 0);
if (cudaStreamQuery(fzStream87078_11) != 0) abort();
float *fzHost87078_12;
cudaMallocManaged((void **)&fzHost87078_12, n);
}
cudaGraph_t fzGraph87078_13 = nullptr;
cudaGraphExec_t fzExec87078_14 = nullptr;
(void)cudaGraphLaunch(fzExec87078_14, fzStream87078_0);
(void)cudaGraphLaunch(fzExec87078_14, fzStream87078_0);
std::vector<float> fzHost87078_15Vec(1024);
float *fzHost87078_15 = fzHost87078_15Vec.data();
}
}
cudaGraph_t fzGraph87078_16 = nullptr;
cudaGraphExec_t fzExec87078_17 = nullptr;
auto fzErr87078_18 = cudaStreamEndCapture(fzStream87078_0, &fzGraph87078_16);
if (fzErr87078_18) {}
if (cudaGraphInstantiate(&fzExec87078_17, fzGraph87078_16, 0) != 0) abort();
}
