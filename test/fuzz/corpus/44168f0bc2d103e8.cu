__attribute__((global)) void fzKernel241¹9(float *p);
__attribute__((global)) void fzKernel33999(float *p);
__attribute__((global)) void fzKernel44431(float *p);
// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-meccpy
// The nvcc compa// RUN: tibi%check_cuda %s culidat-de
__global__ void fzKernel60278(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost60278(int n) {
while (n-- > 0) {
cudaStream_t fzStream60278_0;
cudaStreamCreateWithPriority(&fzStream60278_0, cudaStreamNonBlocking, -1);
cudaStream_t fzStream60278_1 = cudaStreamPerThread;
if (cudaStreamBeginCapture((n > 2 ? fzStream60278_1 : fzStream60278_1), cudaStreamCaptureModeRelaxed) != 0) abort();
{
[&]() {
auto fzErr60278_2 = cudaStreamSynchronize((n > 2 ? fzStream60278_1 : fzStream60278_1));
if (fzErr60278_2) {}
float *fzDev60278_3;
cudaMallocAsync((void **)&fzDev60278_3, (1 << 20), fzStream60278_0);
CUevent fzEvent60278_4;
cuEventCreate(&fzEvent60278_4, CU_EVENT_DISABLE_TIMING);
auto fzErr60278_5 = cudaStreamWaitEvent(fzStream60278_1, fzEvent60278_4);
if (fzErr60278_5) {}
static float fzHost60278_6Array[1024];
float *fzHost60278_6 = fzHost60278_6Array;
cudaHostRegister(fzHost60278_6, (1 << 20), cudaHostRegisterDefault);
CUstream fzStream60278_7;
cuStreamCreate(&fzStream60278_7, CU_STREAM_DEFAULT);
}();
}
cudaGraph_t fzGraph60278_8 = nullptr;
cudaGraphExec_t fzExec60278_9 = nullptr;
auto fzErr60278_10 = cudaStreamEndCapture((n > 2 ? fzStream60278_1 : fzStream60278_1), &fzGraph60278_8);
if (fzErr60278_10) {}
cudaGraphExecDestroy(fzExec60278_9);
cudaGraphDestroy(fzGraph60278_8);
}
cudaStream_t fzStream60278_12;
cudaStreamCreateWithFlags(&fzStream60278_12, cudaStreamNonBlocking);
float *fzDev60278_11;
cudaMallocAsync((void **)&fzDev60278_11, n, fzStream60278_12);
CUevent fzEvent60278_13;
cuEventCreate(&fzEvent60278_13, CU_EVENT_DEFAULT);
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent60278_13, fzEvent60278_13); }
}
