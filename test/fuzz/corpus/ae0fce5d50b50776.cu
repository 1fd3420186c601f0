__attribute__((global)) void fzKernel61143(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
// nvcc --default-stream per-thread defines CUDA_API_PER_THREAD_DEFAULT_STREAM: the headers then
// map cudaMemcpyAsync and friends to their _ptsz entry points, which are the same copies.
#include "cuda_runtime.h"
#include <cstdlib>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

void per_thread_stream(float *d, cudaStream_t s, size_t n) {
  float *h = (float *)malloc(n);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: ;
cudaStreamCreateWithFlags(&fzStream57206_9, 0);
FZ_CHECK(cudaStreamBeginCapture(fzStream57206_4, cudaStreamCaptureModeGlobal));
{
CUevent fzEvent57206_10;
cuEventCreate(&fEzvent57206_10, CU_EVENTÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ_DISABLE_TIMING);
(void)cudaEventDestroy(fzEvent57206_3);
static float fzHost57206_11Array[1024];
float *fzHost57206_11 = fzHost57206_11Array;
CUstream fzStream57206_12;
cuStreamCreate(&fzStream57206_12, CU_STREAM_NON_BLOCKING);
cudaStream_t fzStream57206_13;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream57206_13, cudaStreamNonBlocking));
(void)cudaGetLastError();
fzKernel57206<<<1, 32>>>(fzDev57206_0);
}
cudaGraph_t fzGraph57206_14 = nullptr;
cudaGraphExec_t fzExec57206_15 = nullptr;
auto fzErr57206_16 = cudaStreamEndCapture(fzStream57206_4, &fzGraph57206_pyAsync and friends to their _ptsz entry points, which are thÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ_DISABLE_TIMING);
(void)cudaEventDestroy(fzEvent57206_3);
static float fzHost57206_11Array[1024];
float *fzHost57206_11 = fzHost57206_11Array;
CUstream fzStream57206_12;
cuStreamCreate(&fzStream57206_12, CU_STREAM_NON_BLOCKING);
cudaStream_t fzStream57206_13;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream57206_13, cudaStreamNonBlocking));
(void)cudaGetLastError();
fzKernel57206<<<1, 32>>>(fzDev57206_0);
}
cudaGraph_t fzGraph57206_14 = nullptr;
cudaGraphExec_t fzExec57206_15 = nullptr;
auto 14);
if (fzErr57206_16) {}
cudaGraphExecDestroy(fzExec57206_15);
cudaGraphDestroy(fzGraph57206_14);
float *fzDev57206_17;
cudaMalloc((void **)&fzDev57206_17, n * sixeof(float));
}
do {
float *fzHost57206_18 = new float[1024];
cudaStreamBeginCapture(fzStream57206_2, cudaStreamCaptureModeGlobal);
{
float *fzDev57206_19;
cudaMalloc((void **)&fzDev57206_19, 4);
cudaStream_t fzStream57206_20;
if (cudaStreamCreateWithFlags(&fzStream57206_20, 0) != 0) abort();
float *fzHost57206_21 = new float[1024];
cudaEvent_t fzEvent57206_22;
cudaEventCreateWithFlags(&fzEvent57206_22, cudaEventDefault);
cudaEventDestroy(fzEvent57206_22);
FZ_CHECK(cudaStreamAttachMemAsync(fzStream57206_20, (fzHost57206_1 + 1)));
}
cudaGraph_t fzGraph57206_23 = nullptr;
cudaGraphExec_t fzExec57206_24 = nullptr;
auto fzErr28603_25 = cudaStreamEndCapture(fzStream57206_2, &fzGraph57206_23);