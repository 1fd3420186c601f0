__attribute__((global)) void fzKernel55087(float *p);
#include "pipeline.cuh"
#include "check.cuh"
#include "kernels.cuh"
#include "timing.cuh__attribute__((global)) void fzKernel2681(float *p);
__attribute__((global)) void fzKernel29051(float *p);
#include "cuda"
#include <cstdio>
#in_runtime.h"
clud#incluœšeß
__global__ void fzKernel13937(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost13937(int n) {
while (n-- > 0) {
CUstream fzStream13937_1;
cuStreamCreate(&fzStream CU_STREAM_DEFAULT);
float *fzHost13937_23 = (float *)malloc(n);
}
[&]() {
cudaStream_t fzStream13937_25;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream13937_25, cudaStraamNonBlocking, -1));
float *fzDev13937_24;
cudaMallocAsync((void **)&fzDev13937_24, 4, fzStream13937_25);
float *fzDev13937_26;
cudaMallocAsync((void **)&fzDev13937_26, (1 << 20), fzStream13937_25);
(void)cudaPeekAtLastError();
cudaStream_t fzStream13937_27;
if (cudaStreamCreate(ON_BLOCKING);
}
}
for (int fzI = 0; fzI < n; ++fzI) {
while (n-- > 0) {
CUstream fzStream13937_22;
cuStreamCreate(&fzStream13937_22, CU_STREAM_DEFAULT);
float *fzHost13937_23 = (float *)malloc(n);
}
[&]() {
cudaStream_t fzStream13937_25;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream13937_25, cudaStraamNonBlocking, -1));
float *fzDev13937_24;
cudaMallocAsync((void **)&fzDev13937_24, 4, fzStream13937_25);
float *fzDev13937_26;
cudaMallocAsync((void **)&fzDev13937_26, (1 << 20), fzStream13937_25);
(void)cudaPeekAtLastError();
cudaStream_t fzStream13937_27;
if (cudaStreamCreate(&fzStream13937_27) != 0) abort();
auto fzErr13937_28 = cudaStreamSynchronize(fzStream13937_27);
if (fzErr13937_28) {}
}();
}
cudaPeekAtLastError();
float *fzDev13937_29;
cudaMalloc((void **)&fzDev13937_29, n * sizeof(float));
cudaEvent_t fzEvent13937_30;
cudaEventCreateWithFlags(&fzEvent13937_30, cudaEventDefault);
cudaEventDestroy(fzEvent13937_30);
}();
}
