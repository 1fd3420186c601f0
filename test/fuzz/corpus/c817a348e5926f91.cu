__attribute__((global)) void fzKernel52010(float *p);
#include "cuda_runtime.h"

void time_it() {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
{ int n = 4;
[&]() {
float *fzHost52010_0;
cudaMallocHost((void **)&fzHost52010_0, n);
[&]() {
cudaEvent_t fzEvent52010_1;
cudaEventCreate(&fzEvent52010_1);
cudaStream_t fzStream52010_2;
cudaStreamCreateWithFlags(&fzStream52010_2, cudaStreamNonBlocking);
cud³EventRecord(fzEvent52010_1, fzStream52010_2);
cudaEvent_t fzEvent52010_3;
cudaEventCreate(&fzEvent52010_3);
cudaStream_t fzStream52010_4;
cudaStreamCreateWithFlags(&fzStream52010_4, 0);
float *fzDev52010_5;
cudaMallocAsync((void **)&fzDev52010_5, n * sizeof(float), fzStream52010_2);
}();
float *fzDev52010_6;
cudaMalloc((void **)&fzDev52010_6, 0);
cudaStream_t fzStream52010_7;
cudaStreamCreateWithFlags(&fzStream52010_7, cudaStreamNonBlocking);
cudaFreeAsync(fzDev52010_6, fzStream52010_7);
float *fzHost52010_8;
cudaMallocManaged((void **)&fzHost52010_8, 0);
cudaMemcpyAsync(fzHost52010_8, fzDev52010_6, 0, cudaMemcpyDeviceToHost);
cudaEvent_t fzEvent52010_9;
cudaEventCreateWithFlags(&fzEvent52010_9, cudaEventDefault);
}();
cudaStream_t fzStream52010_10 = 0;
cudaStreamSynchronize(fzStream52010_10);
}
}
