__attribute__((global)) void fzKernel66764(float *p);
__attribute__((global)) void fzKernel34742(float *p);
// RUN: %check_cuda --config="{CheckOptions: {cuda-unchecked-error.CheckedFunctions: 'check_launch_at; ::app::verify_.*;SOFT_CHECK', cuda-unchecked-error.IgnoreFunctions: 'cudaFree;cudaEvent.*'}}" %s cuda-unchecked-error
#include "cuda_runtime; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost18438(int n) {
cudaStream_t fzStream18438_0;
cudaStreamCreateWithFlags(&fzStream18438_0, cudaStreamNonBlocking);
CUstream fzStream18438_6;
cuStreamCreate(&fzStream18438_6, CU_STREAM_NON_BLOCKING);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
FZ_CHECK(cudaStreamBeginCapture(fzStream18438_0, cudaStreamCaptureModeGlobal));
}
{
[&]() {
do {
if (cudaStreamSynchronize(fzStream18438_0) != 0) abort();
} while (n-- > 0);
for (int fzV : {1, 2, 3}) {
(void)fzV;
CUevent fzEvent18438_1;
cuEventCreate(&fzEvent18438_1, CU_EVENT_DISABLE_TIMING);
cudaEventSynchronize(fzEvent18438_1);
{ int n = 4;
while (n-- > 0) {
cudaStream_t fzStream66764_0;
(void)cudaStreamCreate(&fzStream66764_0);
cudaStream_t fzStream66764_5 = 0;
FZ_CHECK(cudaStreamBeginCapture(fzStream66764_0, cudaStreamCaptureModeGlobal));
{
CUevent fzEvent66764_1;
cuEventCreate(&fzEvent66764_1, CU_EVENT_DISABLE_TIMING);
CUevent fzEvent66764_2;
cuEventCreate(&fzEvent66764_2, CU_EVENT_DEFAULT);
}
cudaGraph_t fzGraph66764_3 = nullptr;
cudaGraphExec_t fzExec66764_4 = nullptr;
cudaStreamEndCapture(fzStream66764_0, &fzGraph66764_3);
auto fzErr66764_6 = cudaGraphLaunch(fzExec66764_4, fzStream66764_5);
if (fzErr66764_6) {}
(void)cudaDeviceSynchronize();
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
cudaStream_t fzStream66764_7;
if (cudaStreamCreate(&fzStream66764_7) != 0) abort();
cudaStream_t fzStream66764_8 = cudaStreamPerThread;
float *fzDev66764_9;
cudaMalloc((void **)&fzDev66764_9, 1024);
float *fzHost66764_10;
cudaMallocHost((void **)&fzHost66764_10, 1024);
cuMemcpyHtoDAsync((CUdeviceptr)(fzDev66764_9 + 1), (fzHost66764_10 + 1), 0, fzStream66764_8);
float *fzDev66764_11;
cudaMallocAsync((void **)&fzDev66764_11, n * sizeof(float), fzStream66764_8);
cudaStream_t fzStream66764_12;
if (cudaStreamCreate(&fzStream66764_12) != 0) abort();
auto fzErr66764_13 = cudaStreamQuery(fzStream66764_8);
if (fzErr66764_13) {}
}
}
}
}
}();
float *fzHost18438_2;
cuMemAllocHost((void **)&fzHost18438_2, 0);
cudaStream_t fzStream18438_3;
FZ_CHECK(cudaStreamCreate(&fzStream18438_3));
}
cudaGraph_t fzGraph18438_4 = nullptr;
cudaGraphExec_t fzExec18438_5 = nullptr;
cudaStreamEndCapture(fzStream18438_0, &fzGraph18438_4);
FZ_CHECK(cudaGraphInstantiate(&fzExec18438_5, fzGraph18438_4, 0));
cudaGraphLaunch(fzExec18438_5, fzStream18438_0);
cudaGraphLaunch(fzExec18438_5, fzStream18438_0);
}
