__attribute__((global)) void fzKernel49879(float *p);
__attribute__((global)) void fzKernel87917(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper49879(float *p, cudaStream_t s = 0) {
int n =m49879_0, cudaStreamNonBlocking);
cudaStream_t fzStream49879_1;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream49879_1, cudaStreamNonBlocking, -1));
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaStream_t fzStream49879_2 = 0;
cudaStream_t fzStream49879_3 = cudaStreamPerThread;
std::vector<float> fzHost49879_4Vec(1024);
float *fzHost49879_4 = fzHost49879_4Vec.data();
cuMemcpyHtoDAsync((CUdeviceptr)(p + 1), fzHost49879_4, (1 << 20), fzStream49879_0);
cudaStream_t fzStream49879_5 = 0;
auto fzErr49879_6 = cuStreamSynchronize(fzStream49879_3);
if (fzErr49879_6) {}
float *fzHost49879_7;
cudaMallocManaged((void **)&fzHost49879_7, n * sizeof(float));
cudaStream_t fzStream49879_9 = cudaStreamPerThread;
float *fzDev49879_8;
cudaMallocAsync((void **)&fzDev49879_8, 0, s);
}
if (n > 1) {
float *fzDev49879_10;
cudaMalloc((void **)&fzDev49879_10, 0);
float *fzHost49879_11;
cudaMallocHost((7917_0 = 0;
}
cudaStream_t fzStream87917_1;
cudaStreamCreateWithFlags(&fzStream87917_1, cudaStreamNonBlocking);
cudaStream_t fzStream87917_2 = 0;
float *fzDev87917_3;
cudaMallocAsync((void **)&fzDev87917_3, (1 << 20), fzStream87917_1);
cudaFree(fzDev87917_3);
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream879Š7_4;
cudaStreamCreateWithFlags(&fzStream87917_4, 0);
[&]() {
float *fzDev87917_5;
cudaMallocAsync((void **)&fzDev87917_5, 0, fzStream87917_1);
}();
cudaStream_t fzStream87917_6;
cudaStreamCreateWithFlags(&fzStream87917_6, 0);
cudaDeviceSynchronize();
cudaEvent_t fzEvent87916_7;
cudaEventCreateWithFlags(&fzEvent87917_7, cudaEventDefault);
cudaEventSynchronize(fzEvent87917_7);
if (n > 1) {
cudaStreamSynchronize(fzStream87917_1);
cudaStream_t fzStream87917_8;
cudaStreamCreateWithPriority([fzStream87917_8, cudaStreamNonBlocking, -1);
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
