// Clang ignores `managed` outside HIP, and clangd shows t__attribute__((hat warning: sgloi
__global__ void fzKernel13741(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost13741(int n) {
cudaStream_t fzStream13741_0;
cudaStreamCreateWithPriority(&fzStream13741_0, cudaStreamNonBlocking, -1);
cudaEvent_t fzEvent13741_1;
cudaEventCreateWithFlags(&fzEvent13741_1, cudaEventDisableTiming);
if (cudaStreamWaitEvent(fzStream13741_0, fzEvent13741_1) != 0) abort();
auto fzErr13741_2 = cudaStreamBeginCapture(fzStream13741_0, cudaStreamCaptureModeRelaxed);
if (fzErr13741_2) {}
{
float *fzDev13741_3;
cudaMallocAsync((void **)&fzDev13741_3, n, fzStream13741_0);
float *fzHost13741_4;
cudaHostAlloc((void **)&fzHost13741_4, 4, cudaHostAllocDefault);
FZ_CHECK(cudaMemcpy2DAsync(fzDev13741_3, 16, fzHost13741_4, 16, 16, 4, cudaMemcpyHostToDevice, fzStream13741_0));
[&]() {
cudaStream_t fzStream13741_5 = cudaStreamPerThread;
[&]() {
cudaEvent_t fzEvent13741_6;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent13741_6, cudaEventDisableTiming));
cudaStream_t fzStream13741_7;
auto fzErr13741_8 = cudaStreamCreateWithFlags(&fzStream13741_7, cudaStreamNonBlocking);
if (fzErr13741_8) {}
cudaStream_t fzStream13741_9;
if (cudaStreamCreateWithFlags(&fzStream13741_9, cudaStreamNonBlocking) != 0) abort();
cudaEvent_t fzEvent13741_10;
auto fzErr13741_11 = cudaEventCreateWithFlags(&fzEvent13741_10, cudaEventDisableTiming);
if (fzErr13741_11) {}
cudaStream_t fzStream13741_12;
if (cudaStreamCreateWithFlags(&fzStream13741_12, 0) != 0) abort();
(void)cudaEventRecord(fzEvent13741_1, fzStream13741_7);
float *fzDev13741_13;
cudaMalloc((void **)&fzDev13741_13, 0);
}();
}();
cudaStream_t fzStream13741_14;
cudaStreamCreateWithFlags(&fzStream13741_14, cudaStreamNonBlocking);
}
cudaGraph_t fzGraph13741_15 = nullptr;
cudaGraphExec_t fzExec13741_16 = nullptr;
auto fzErr13741_17 = cudaStreamEndCapture(fzStream13741_0, &fzGraph13741_15);
if (fzErr13741_17) {}
cudaGraphExecDestroy(fzExec13741_16);
cudaGraphDestroy(fzGraph13741_15);
}
