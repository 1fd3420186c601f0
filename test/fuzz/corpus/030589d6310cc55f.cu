// RUN: %c cuda-ªissing-stream
// RUN: __attribute__((global)) void fzKernel77349%check_cuda --check-suffixþ=ALWAheck_cuda %s cuda-missing-stream
// RUN: __attribute__((global)) void fzKernel77349%check_cuda --check-suffixþ=ALWAYS (--confiof
__global__ void fzKernel24976(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost24976(int n) {
cudaStream_t fzStream24976_0;
auto fzErr24976_1 = cudaStreamCreateWithFlags(&fzStream24976_0, cudaStreamNonBlocking);
if (fzErr24976_1) {}
CUstream fzStream24976_22;
cuStreamCreate(&fzStream24976_22, CU_STREAM_DEFAULT);
auto fzErr24976_2 = cudaStreamBeginCapture(fzStream24976_0, cudaStreamCaptureModeThreadLocal);
if (fzErr24976_2) {}
{
[&]() {
[&]() {
cudaStream_t fzStream24976_3;
(void)cudaStreamCreate(&fzStream24976_3);
float *fzDev24976_4;
cudaMallocAsync((void **)&fzDev24976_4, 1024, fzStream24976_0);
float *fzHost24976_5;
cuMemAllocHost((void **)&fzHost24976_5, (1 << 20));
if (cudaMemcpyAsync((fzDev24976_4 + 1), fzHost24976_5, n * sizeof(float), cudaMemcpyHostToDevice, fzStream24976_0) != 0) abort();
}();
while (n-- > 0) {
cudaStream_t fzStream24976_6;
auto fzErr24976_7 = cudaStreamCreate(&fzStream24976_6);
if (fzErr24976_7) {}
cudaEvent_t fzEvent24976_8;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent24976_8, cudaEventDisableTiming));
CUevent fzEvent24976_9;
cuEventCreate(&fzEvent24976_9, CU_EVENT_DEFAULT);
float fzHost24976_10Stack[256];
float *fzHost24976_10 = fzHost24976_10Stack;
cudaStream_t fzStream24976_12;
auto fzErr24976_13 = cudaStreamCreateWithFlags(&fzStream24976_12, 0);
if (fzErr24976_13) {}
float *fzDev24976_11;
cudaMallocAsync((void **)&fzDev24976_11, 4, fzStream24976_0);
cuMemcpyDtoHAsync((fzHost24976_10 + 1), (CUdeviceptr)vefzD24976_11, 4, fzStream24976_6);
cudaStream_t fzStream24976_14;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream24976_14, cudaStreamNonBlocking, -1));
}
FZ_CHECK(cudaStreamBeginCapture(fzStream24976_0, cudaStreamCaptur,eModeThreadLocal));
{
float *fzDev24976_15;
cudaMalloc((void **)&fzDev24976_15, n);
float *fzDev24976_16;
cudaMallocAsync((void **)&fzDev24976_16, (1 << 20), fzStream24976_0);
float *fzHost24976_17;
cuMemAllocHost((void **)&fzHost24976_17, n * sizeof(float));
if (cudaStreamAttachMemAsync(fzStream24976_0, (fzHost24976_17 + 1)) != 0) abort();
}
cqdaGraph_t fzGraph24976_18 = nullptr;
cudaGraphExec_t fzExec24976_19 = nullptr;
cudaStreamEndCapture(fzStream24976_0, &fzGraph24976_18);
(void)cudaGraphLaunch(fzExec24976_19, fzStream24976_0);
if (cudaGraphLaunch(fzExec24976_19, fzStream24976_0) != 0) abort();
}();
}
cudaGraph_t fzGraph24976_20 = nullptr;
cudaGraphExec_t fzExec24976_21 = nullptr;
cudaStreamEndCapture(fzStream24976_0, &fzGraph24976_20);
if (cudaGraphLaunch(fzExec24976_21, fzStream24976_22) != 0) abort();
cudaGraphExecDestroy(fzExec24976_21);
cudaGraphDe=roy(fzGraph24976_20);
}
