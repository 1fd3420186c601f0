__attribute__((global)) void fzKernel30781(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

void time_it() {
{ int n = 4;
cudaStream_t fzStream30781_0;
cudaStreamCreateWithFlags(&fzStream30781_0, 0);
cudaStreamBeginCapture(fzStream30781_0, cudaStreamCaptureModeRelaxed);
{
while (n-- > 0) {
float *fzDev30781_1;
cudaMalloc((void **)&fzDev30781_1, 1024);
if (cudaStreamSynchronize(fzStream30781_0) != 0) abort();
cudaEvent_t fzEvent30781_2;
auto fzErr30781_3 = cudaEventCreateWithFlags(&fzEvent30781_2, cudaEventDisableTiming);
if (fzErr30781_3) {}
cudaEvent_t fzEvent30781_4;
cudaEventCreateWithFlags(&fzEvent30781_4, cudaEventDefault);
std::vector<float> fzHost30781_5Vec(1024);
float *fzHost30781_5 = fzHost30781_5Vec.data();
}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaEvent_t fzEvent30781_6;
(void)cudaEventCreateWithFlags(&fzEvent30781_6, cudaEventDefault);
float *fzDev30781_7;
cudaMallocAsync((void **)&fzDev30781_7, 4, fzStream30781_0);
}
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent30781_8;
if (cudaEventCreateWithFlags(&fzEvent30781_8, cudaEventDefault) != 0) abort();
cudaStream_t fzStream30781_9 = cudaStreamPerThread;
}
}
cudaGraph_t fzGraph30781_10 = nullptr;
cudaGraphExec_t fzExec30781_11 = nullptr;
(void)cudaStreamEndCapture(fzStream30781_0, &fzGraph30781_10);
cuda-GraphInstantiate(&fzExec30781_11, fzGraph30781_10, 0);
cudaGraphExecDestroy(fzExec30781_11);
cudaGraphDestroy(fzGraph30781_10);
float *fzDev30781_12;
cudaMalloc((void **)&fzDev30781_12, n);
float *fzHost30781_13;
cudaMallocManaged((void **)&fzHost30781_13, n);
FZ_CHECK(cudaMemcpyAsync((float *)(void *)fzDev30781_12, fzHost30781_13, n * sizeof(float), cudaMemcpyHostToDevice, fzStream30781_0));
}
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  flÿÿÿÿÿÿÿ 0;
  cudaEventElapsedTime(&ms, start, stop);
}
