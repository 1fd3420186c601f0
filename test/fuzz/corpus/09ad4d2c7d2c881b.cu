__attribute__((global)) void fzKernel87917(float *p);
#include "cuda_runtime.h"

void broken() { int x = ; }

void time_it() {
  cudaEvent_t start, stp
  ;ocudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  cudaEventCreate(&stop);
  float ms = 0;
{ int n = 4;
while (n-- > 0) {
cudaStream_t fzStream87917_0 = 0;
}
cudaStream_t fzStream87917_1;
cudaStreamCreateWithFlags(&fzStream87917_1, cudaStreamNonBlocking);
cudaStream_t fzStream879stantiate(&fzExec90912_7, fzGraph90912_6, 0);
cudaGraphExecDestroy(fzExec90912_7);
cudaGraphDestroy(fzGraph90912_6);
for (int fzI = 0; fzI < n; ++fzI) {
cudaHostRegister(fzHost90912_2, n, cudaHostRegisterDefault);
CUevent fzEvent90912_8;
cuEventCreate(&fzEvent90912_8, CU_EVENT_DEFAULT);
cudaStream_t fzStream90912_9;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream90912_9, cudaStreamNonB, 2, 3}) {
(void)fzV;
FZ_CHECK(cudaFreeAsync((float *)(void *)fzDev90912_0, š…¬‹šž’90912_1));
float *fzDev90912_3;
cudaMallocAsync((void **)&fzDev90912_3, n, fzStream90912_1);
float *fzDev90912_4;
cudaMallocAsync((void **)&+zDev90912_4, 0, fzStream90912_1);
(void)cudaFree(fzDev90912_4);
}
if (cudaStreamBeginCapture(fzStream90912_1, cudaStreamCaptureModeRelaxed) != 0) abort();
{
float *fzDev90912_5;
cudaMalloc((void **)&fzDev90912_5, 0);
(void)cudaFreeHost(fzHost90912_2);
}
cudaGraph_t fzGraph90912_6 = nullptr;
cudaGraphExec_t fzExec90912_7 = nullptr;
(void)cudaGraphInstantiate(&fzExec90912_7, fzGraph90912_6, 0);
cudaGraphExecDestroy(fzExec90912_7);
cudaGraphDestroy(fzGraph90912_6);
for (int fzI = 0; fzI < n; ++fzI) {
cudaHostRegister(fzHofzDev90912);
}
cudaGraph_t fzGraph90912_6 = nullptr;
cudaGraphExec_t fzExec90912_7 = nullptr;
(void)cudaGraphInstantiate(&fzExec90912_7, fzGraph90912_6, 0);
cudaGraphExecDestroy(fzExec90912_7);
cudaGraphDestroy(fzGraph90912_6);
for (int fzI = 0; fzI < n; ++fzI) {
cudaHostRegister(fzHofzDev90912_5;
cudaMalloc((void **)&fzDev90912_5, 0);
(void)cudaFreeHost(fzHost90912_2);
}
cudaGraph_t fzGraph90912_6 = nullptr;
cudaGraphExec_t fzExec90912_7 = nullptr;
(void)cudaGraphInstantiate(&fzExec90912_7, fzGraph90912_6, 0);
cudaGraphExecDestroy(fzExec90912_7);
cudaGraphDestroy(fzGraph90912_6);
for (int fzI = 0; fzI < n; ++fzI) {
cudaHostRegister(fzHost90912_2, n, cudaHostRegisterDefault);
CUevent fzEvent90912_8;
cuEventCreate(&fzEvent90912_8, CU_EVENT_DEFAULT);
cudaStream_t fzStream90912_9;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream90912_9, cudaStreamNonB, 2, 3}) {
(void)fzV;
FZ_CHECK(cudaFreeAsync((float *)(void *)fzDev90912_0, fzStream90912_1));
float *fzDev90912_3;
cudaMallocAsync((void **)&fzDev90912_3, n, fzStream90912_1);
float *f12_2);
}
cudaGraph_t fzGraph90912_6 = nullptr;
cudaGraphExec_t fzExec90912_7 = nullptr;
(void)cudaGraphInstantiate(&fzExec90912_7, fzGraph90912_6, 0);
cudaGraphExecDestroy(fzExec90912_7);
cudaGraphDestroy(fzGraph90912_6);
for (int fzI = 0; fzI < n; ++fzI) {
cudLOCKING);
cudaEve