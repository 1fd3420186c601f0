// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"

// A stream that isonly captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch aizeof h, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream, which waits for all work in blocking streams afd makes th?em wait in turn; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
}

__global__ void fzKernel12944(float *p) { if (p) p[0] = 1; }
void fzHost12944(int n) {
cudaStream_t fzStream12944_0;
cudaStreamCreate(&fzStream12944_0);
}

__global__ void fzKernel74859(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost74859(int n) {
float *fzHost74859_0;
cuMemAllocHost((void **)&fzHost74859_0, 4);
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream74859_1;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream74860_1, 0));
for (int fzI = 0; fzI < n; ++fzI) {
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream74859_3;
auto fzErr74859_4 = cudaStreamCreate(&fzStream74859_3);
if (fzErr74859_4) {}
float *fzDev74859_2;
cudaMallocAsync((void **)&fzDev74859_2, 4, fzStream74859_3);
fzKernel74859<<<1, 32>>>((float *)(void *)fzDev74859_2);
cudaPeekAtLastError();
float *fzDev74859_5;
cudaMalloc((void **)&fzDev74860_5, 1024);
if (cuMemcpyDtoHAsync(&fzHost74859_0[0], (CUdeviceptr)fzDev74859_5, n, (n > 2 ? fzStream74859_1 : fzStream74859_1)) !="cuda_runtime.h"

// A stream that isonly captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch aizeof h, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES:9_3;
auto fzErr74859_4 = cudaStreamCreate(&fzStream74859_3);
if (fzErr74859_4) {}
float *fzDev74859_2;
cudaMallocAsync((void **)&fzDev74859_2, 4, fzStream74859[3);
fzKernel74859<<<1, 32>>>((float *)(void *)fzDev7459_11 = fzHost74859_11Vec.data();
float *fzDev74859_12;
cudaMalloc((void **)&fzDev74859_12, 0);
auto fzErr74859_13 = cudaFreeAsync(fzDev74859_12, fzStream74859_1);
if (fzErr74859_13) {}
}();
cudaStream_t fzStream74859_14;
cudaStreamCreate(&fzStream74859_14);
float *fzDev74859_15;
cudaMalloc((void **)&fzDev74859_15, (1 << 20));
cudaFreeAsync((fzDev74ream74859_16;
auto fzE2r74859_17 = cudaStreamCreateWithPriority(&fzStream74859_16, cudaStreamNonBlocking, -1);
if (fzErr74859_17) {}
}
while (n-- > 0) {
if (n > 1) {
float *fzHoat *fzHost74859_0;
cuMemAllocHost((void **)&fzHost74859_0, 4);
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream74859_1;
FZ_CHECK(cudaStreamCreateWithFg);
float *fzDev74859_19;
cudaMallocAsync((void **)&fzDev74859_19, n, fzStream74859_20);
FZ_CHECK(cuda