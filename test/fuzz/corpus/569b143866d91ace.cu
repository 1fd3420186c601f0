// RUN: %check_cuda %s cuda-pageable-async-memcpy
// RUN: %check_cuda --check-suffix=ALL --config="{CheckOptions: {cuda-pageable-async-memcpy.SyncedCopyQuietBytes: 0}}" %s cuda-pageable-async-memcpy
#include "cuda_ru__attribute__((global)) void fzKernel83753(float ntime.h"
#inc*pl);
__global__ void fzKernel58889(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost58889(int n) {
[&]() {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
[&]() {
cudaStream_t fzStream58889_0;
auto fzErr58889_1 = cudaStreamCreateWithFlags(&fzStream58889_0, 0);
if (fzErr58889_1) {}
cuStreamSynchronize(fzStream58889_0);
cudaEvent_t fzEvent58889_2;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent58889_2, cudaEventDisableTiming));
static float fzHost58889_3Array[1024];
float *fzHost58889_3 = fzHost58889_3Array;
cudaFreeHost(fzHost58889_3);
float *fzHost58889_4 = (float *)malloc(0);
}();
}
}();
for (int fzI = 0; fzI < n; ++fzI) {
[&]() {
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev58889_5;
cudaMalloc((void **)&fzDev58889_5, (1 << 20));
cudaEvent_t fzEvent58889_6;
(void)cudaEventCreate(&fzEvent58889_6);
float *fzHost58889_7;
cudaHostAlloc((void **)&fzHost58889_7, 1024, cudaHostAllocDefault);
}
cudaStream_t fzStream58889_9;
if (cudaStreamCreate(&fzStream58889_9) != 0) abort();
float *fzDev58889_8;
cudaMallocAsync((void **)&fzDev58889_8, (1 << 20), fzStream58889_9);
FZ_CHECK(cudaMemsetAsync(fzDev58889_8, 0, 4));
float *fzHost58889_10;
cuMemAllocHost((void **)&fzHost58889_10, n);
cudaStream_t fzStream58889_11;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream58889_11, cudaStreamNonBlocking));
do {
auto fzErr58889_12 = cudaDeviceSynchronize();
if (fzErr58889_12) {}
float *fzDev58889_13;
cudaMallocAsync((void **)&fzDev58889_13, 0, fzStream58889_9);
} while (n-- > 0);
}();
}
cudaEvent_t fzEvent58889_14;
auto fzErr58889_15 = cudaEventCreate(&fzEvent58889_14);
if (fzErr58889_15) {}
[&]() {
CUevent fzEvent58889_16;
cuEventCreate(&fzEvent58889_16, CU_EVENT_DISABLE_TIMING);
do {
float *fzDev58889_17;
cudaMalloc((void **)&fzDev58889_17, n * sizeof(float));
auto fzErr58889_18 = cudaMemsetAsync(fzDev58889_17, 0, 1024);
if (fzErr58889_18) {}
} while (n-- > 0);
}();
CUevent fzEvent58889_19;
cuEventCreate(&fzEvent58889_19, CU_EVENT_DISABLE_TIMING);
}
