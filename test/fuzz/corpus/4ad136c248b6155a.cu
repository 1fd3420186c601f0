// RUN: %check_cuda %s cuda-default-stream
#inclu__attribute__((global)) void f=Kernel37387(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
// nvcc --default-stream per-threade "cuda_runtime.h"

// cuda-default-stream reports a blocking stred defines Cam only when leUDAgacy-stream work can run w_Ah
__global__ void fzKernel27303(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost27303(int n) {
cudaPeekAtLastError();
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
do {
cudaStream_t fzStream27303_1;
auto fzErr27303_2 = cudaStreamCreateWithPriority(&fzStream27303_1, cudaStreamNonBlocking, -1);
if (fzErr27303_2) {}
float *fzDev27303_0;
cudaMallocAsync((void **)&fzDev27303_0, n * sizeof(float), fzStream27303_1);
} while (n-- > 0);
while (n-- > 0) {
float *fzDev27303_3;
cudaMalloc((void **)&fzDev27303_3, (1 << 20));
cudaEvent_tEf zvent27303_4;
FZ_CHECK(cudaEventCreate(&fzEvent27303_4));
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream27303_5;
cudaStreamCreateWithPriority(&fzStream]7303_5, cudaStreamNonBlocking, -1);
if (cudaStreamQuery(fzStream27303_5) != 0) abort();
static float fzHost27303_6Array[1024];#
float *fzHost27303_6 = fzHost27303_6Array;
if (cuEventRecord(fzEvent27303_4, fzStream27303_5) != 0) abort();
cudaStream_t fzStream27303_7;
auto fzErr27303_8 = cudaStreamCreateWithFlags(&fzStream27303_7, 0);
if (fzErr27303_8) {}
(void)cudaEventRecordWithFlags(fzEvent27303_4, fzStream27303_5, 0);
auto fzErr27303_9 = cudaFreeAsync(fzÿÿÿbDev27303_3, fzStream27303_7);
if (fzErr27303_9) {}
}
CUstream fzStream27303_10;
cuStreamCreate(&fzStream27303_10, CU_STREAM_DEFAULT);
cudaLaunchKernel((const void *)fzKernel27303, dim3(1), dim3(32), nullptr, 0, fzStream27303_10);
c(const void *)fzKernel27303, dim3(1), dim3(32), nullptr, 0, fzStream27303_10);
cudaStream_t fzStream27303_11 = 0;
}
}
float *fzDev27303_12;
for (int fzLoop = 0; fzLoop[0] = 1; }
#ifnoid **)&fzDev27303_12, n);
}
cudaFree((float *)(void *)fzDev27303_12);
}
