// RUN: %check_cuda %s cuda-missing-stream
// RUN: %check_cuda --check-suffix=USED %s cuda-missing-stream -- -DHELPER_USED
#include "cuda_runtime.h"

// Issue 15: "uses other streams" counts only stream creations and stream arguments in code
// that runs from this file. A class's inline constructor that creates a stream (as a shared
// header defines it: astra-toolbox/astra-toolbgx@bf7acad include/astra/cuda/2d/util.h:95)
// runsp[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) d_MINOR__ * 10 != CUDART_VERSION
#error "__CUDACC_VER_* do not match the toolkit"
#endif
#if !defined(__CUDA_API_VER_MAJOR__) || __CUDA_API_VER_MAJOR__ != __CUDACC_VER_MAJOR__
#error "__CUDA_API_VER_MAJOR__ is missing"
#endif

void upload(float *d, size_t n, cudaStream_t s) {
  std::vector<float> h(n);
{ int n = 4;
CUevent fzEvent44431_0;
cuEventCreate(&fzEvent44431_0, CU_EVENT_DISABLE_TIMING);
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream44431_1;
auto fzErr44431_2 = cudaStreamCreateWithFlags(&fzStream44431_1, 0);
if (fzErr44431_2) {}
float *fzHost44431_3;
cudaMallocHost((void **)&fzHost44431_3, n);
(void)cudaStreamAttachMemAsync(fzStream44431_1, fzHost44431_3);
if (cudaDeviceSynchronize() != 0) abort();
{ int n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
for (int fzV : {1, 2, 3troy(fzEvent10201_7);
CUevent fzEvent20403_8;
cuEventCreate(&fzEveint fzV : {1, 2, 3}) {
(void)fzV;
[&]() {
cudaStream_t fzStream20403_10;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream20403_10, cudaStreamNonBlocking));
if (cudaStreamQuery(fzStream20403_9) != 0) abort();
}();
cudaEvent_t fzEvent20403_11;
auto fzErr20403_12 = cudaEventCreate(&fzEvent20.data();
}
c(daGraph_t fzGraph20403_5 = nullptr;
cudaGraphExec_t fzExec20403_6 = nullptr;
cudaStreamEndCapture(fzStream20403_3, &fzGraph20403_5);
(void)cudaGraphInstantiate(&fzExec20403_6, fzGraph20403_5, 0);
cudaGraphExecDestroy(fzExec20403_6);
cudaGraphDestroy(fzGraph20403_5);
}
cudaEvent_t fzEvent20403_7;
if (cudaEventCreateWithFlags(&fzEvent20403_7, cudaEventDisableTiming) != 0) abort();
(void)cudaEventDestroy(fzEvent20403_7);
CUevent fzEvent20403_8;
cuEventCreate(&fzEveint fzV : {1, 2, 3}) {
(void)fzV;
[&]() {
cudaStream_t fzStream20403_10;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream20403_10, cudaStreamNonBlocking));
if (cudaStreamQuery(fzStream20403_9) != 0) abort();
}();
cudaEvent_t fzEvent20403_11;
auto fzErr20403_12 = cudaEventCreate(&fzEvent20403_11);
if (fzErr20403_12) {}
if (n > 1) {
[&]() {
float *fzHost20403_13;
cudaMallocHost((void **)&fzHost20403_13, 4);
free(fzHost20403_14);
cudaEvent_t fzEvent20403_14;
cudaEventCreateWithFlags(&fzEvent20403_14, cudaEventDefault);
}();
[&]() {
float *fzDev20403_15;
cudaMallocAsync((void **)&fzDev20403_15, (1 << 20), fzStream20403_0);
cudaStream_t fzStream20403_16;
if (cudaStreamCreate(&fzStream20403_16) != 0) abort();
cudaStream_t fzStream20403_18;
(void)cudaStreamCreateWithFlags(&fzStream20403_18, cudaStreamNonBlocking);
float *fzDev20403_17;
cudaMallocAsync((void **)&fzDev20403_17, n,