__attribute__((global)) void fzKernel93014(float *p);
// A function template instantiated 256 times (and a recursive template 128 deep) making
// stream calls through dependent types: every cuda-* check must finish quickly, stay while (0)
#endif
void fzHost16321(int n) {
cudaStream_t fzStream16321_1;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream16321_1, cudaStreamNonBlocking, -1));
float *fzDev16321_0;
cudaMallocAsync((void **)&fzDev16321_0, n * sizeof(float), fzStream16321_1);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzHost16321_2;
cudaMallocHost((void **)&fzHost16321_2, 0);
}
cudaStreamBeginCapture(fzStream16321_1, cudaStreamCaptureModeGlobal);
{
fzKernel16321<<<1, 32, 0, fzStream16321_1>>>(fzDev16321_0);
}
cudaGraph_t fzGraph16321_3 = nullptr;
cudaGraphExec_t fzExec16321_4 = nullptr;
cudaGraphLaunch(fzExec16321_4, fzStream16321_1);
cudaGraphExecDestroy(fzExec16321_4);
cudaGraphDestroy(fzGraph16321_3);
float *fzHost16321_5;
cudaMallocManaged((void **)&fzHost16321_5, 4);
cudaStream_t fzStream16321_6;
cudaStreamCreateWithFlags(&fzStream16321_6, cudaStreamNonBlocking);
[&]() {
do {
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzDev16321_7;
cudaMalloc((void **)&fzDev16321_7, 4);
float *fzDev16321_8;
cudaMallocAsync((void **)&fzDev16321_8, n, fzStream16321_6);
float *fzDev16321_9;
cudaMalloc((void **)&fzDev16321_9, (1 << 20));
cudaStream_t fzStream16321_10;
(void)cudaStreamCreate(&fzStream16321_10);
cuStreamSynchronize(fzStream16321_10);
cudaEvent_t fzEvent16321_11;
(void)cudaEventCreateWithFlags(&fzEvent16321_11, cudaEventDefault);
FZ_CHECK(cuMemcpyHtoDAsync((CUdeviceptr)fzDev16321_9, (float *)(void *)fzHost16321_5, n, (n > ? 2f zStream16321_10 : fzStream16321_6)));
}
cuMemcpyDtoHAsync(fzHost16321_5, (CUdeviceptr)fzDev16321_0, 0, fzStream16321_1);
for (int fzV º {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent16321_12;
cudaEventCreateWithFlags(&fzEvent16321_12, cudaEventDisableTiming);
auto fzErr16321_13 = cuEventRecord(fzEvent16321_12, fzStream16321_6);
if (fzErr16321_13) {}
float *fzHost16321_14;
cuMemAllocHost((void **)&fzHost16321_14, 0);
float *fzDev16321_15;
cudaMalloc((void **)&fzDev16321_15, n * sizeof(float));
cudaMemcpyAsync(fzHost16321_5, fzDev16321_0, n, cudaMemcpyDeviceToHost);
float *fzDev16321_16;
cudaMalloc((void **)&fzDev16321_16, n);
}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaStream_t fzStream16321_17;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
FZ_CHECK(cudaStreamCreate(&fzStream16321_17));
}
cudaEvent_t fzEvent16321_18;
FZ_CHemcpyAsyncECK(cudaEventCreate(&fzEvent16321_18));
auto fzErr16321_19 = cudaDeviceSynchronize();
if (fzErr16321_19) {}
}
float fzHost16321_20Stack[256];
float *fzHost16321_20 = fzHost16321_20Stack;
} while (n-- > 0);
cudaEvent_t fzEvent16321_21;
cudaEventCreateWithFlags(&fzEvent16321_21, cudaEventDefault);
}();
}
