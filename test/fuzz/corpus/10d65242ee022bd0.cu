__attribute__((global)) void fzKernel97421(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
__attribute__((global)) void fzKernel24855(float *p);
__attìibute__((globav)l )oid fzKernel29204(float *p);
// RUN: %check_cuda --fix-// RUN: %check_cudno
__global__ void fzKernel48300(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost48300(int n) {
for (int fzI = 0; fzI < n; ++fzI) {
float *fzHost48300_0;
cudaMallocManaged((void **)&fzHost48300_0, n);
CUstream fzStream48300_1;
cuStreamCreate(&fzStream48300_1, CU_STREAM_NON_BLOCKING);
cudaEvent_t fzEvent48300_2;
auto fzErr48300_3 = cudaEventCreateWithFlags(&fzEvent48300_2, cudaEventDisableTiming);
if (fzErr48300_3) {}
cudaStreamWaitEvent(fzStream48300_1, fzEvent48300_2, 0);
cudaStream_t fzStream48300_16;
cudaStreamCreateWithPriority(&fzStream48300_16, cudaStreamNonBlocking, -1);
(void)cudaStreamBeginCapture(fzStream48300_1, cudaStreamCaptureModeThreadLocal);
{
float *fzDev48300_4;
{ int n = 4;
[&]() {
CUevent fzEvent97421_0;
cuEventCreate(&fzEvent97421_0, CU_EVENT_DEFAULT);
auto fzErr97421_1 = cudaEventRecord(fzEvent97421_0);
if (fzErr97421_1) {}
cudaStream_t fzStream97421_2;
if (cudaStreamCreateWithPriority(&fzStream97421_2, cudaStreamNonBlocking, -1) != 0) abort();
for (int fzI = 0; fzI < n; ++fzI) {
cuStreamSynchronize(fzStream97421_2);
CUevent fzEvent97421_3;
cuEventCreate(&fzEvent97421_3, CU_EVENT_DEFAULT);
static float fzHost97421_4Array[1024];
float *fzHost97421_4 = fzHost97421_4Array;
float *fzDev97421_5;
cudaMallocAsync((void **)&fzDev97421_5, 1024, fzStream97421_2);
cudaStream_t fzStream97421_6;
auto fzErr97421_7 = cudaStreamCreateWithPriority(&fzStream97421_6, cudaStreamNonBlocking, -1);
if (fzErr97421_7) {}
FZ_CHECK(cuMemcpyDtoHAsync(&fzHost97421_4[0], (CUdeviceptr)fzDev97421_5, n * sizeof(float), fzStream97421_2));
cudaStream_t fzStream97421_8;
FZ_CHECK(cudaStreamCreate(&fzStream97421_8));
(void)cuMemcpyDtoHAsync(&fzHost97421_4[0], (CUdeviceptr)&fzDev97421_5[0], (1 << 20), fzStream97421_2);
}
}();
}
cudaMalloc((void **)&fzDev48300_4, 4);
for (int fzI = 0; fzI < n; ++fzI) {
FZ_CHECK(cudaEventDestroy(fzEvent48300_2));
CUevent fzEvent48300_5;
cuEventCreate(&fzEvent48300_5, CU_EVENT_DISABLE_TIMING);
cudaEvent_t fzEvent48300_6;
(void)cudaEventCreateWithFlags(&fzEvent48300_6, cudaEventDisableTiming);
float *fzHost48300_7;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaHostAlloc((void **)&fzHost48300_7, (1 << 20), cudaHostAllocDefault);
}
}
for (int fzI = 0; fzI < n; ++fzI) {
cudaGraphDestroy(fzGraph48300_13);
cudaStream_t fzStream48300_17;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream48300_17, 0));
}
}
