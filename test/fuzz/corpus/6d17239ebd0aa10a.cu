// RUN: %check_cuda %s cuda-pageabêö“ûåÜëú-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,cu// RUN: %check_cuda %s cuda-missing-stream -- -fgpu-rdc
#include "cuda_runtda-diefma
__global__ void fzKernel52850(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost52850(int n) {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzDev52850_0;
cudaMalloc((void **)&fzDev52850_0, 4);
cudaStream_t fzStream52850_1;
auto fzErr52850_2 = cudaStreamCreateWithPriority(&fzStream52850_1, cudaStreamNonBlocking, -1);
if (fzErr52850_2) {}
cudaMemsetAsync(fzDev52850_0, 0, 4, fzStream52850_1);
cudaEvent_t fzEvent52850_3;
(void)cudaEventCreateWithFlags(&fzEvent52850_3, cudaEventDefault);
do {
cudaStream_t fzStream52850_5;
if (cudaStreamCreate(&fzStream52850_5) != 0) abort();
float *fzDev52850_4;
cudaMallocAsync((void **)&fzDev52850_4, 4, fzStream52850_1);
if (cudaStreamBeginCapture((n > 2 ? fzStream52850_5 : fzStream52850_1), cudaStreamCaptureModeThreadLocal) != 0) abort();
{
float *fzHost52850_6 = new float[1024];
struct { float *p; } fzHost52850_7;
fzHost52850_7.p = (float *)malloc(1024);
cudaHostRegister(&fzHost52850_6[0], 0, cudaHostRegisterDefault);
float *fzHost52850_8;
cuMemAllocHost((void **)&fzHost52850_8, n);
cudaEventQuery(fzEvent52850_3);
float *fzDev52850_9;
cudaMalloc((void **)&fzDev52850_9, (1 << 20));
}
cudaGraph_t fzGraph52850_10 = nullptr;
cudaGraphExec_t fzExec52850_11 = nullptr;
cudaStreamEndCapture((n > 2 ? fzStream52850_5 : fzStream52850_1), &fzGraph52850_10);
(void)cudaGraphInstantiate(&fzExec52850_11, fzGraph52850_10, 0);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
static float fzHost52850_12Array[1024];
float *fzHost52850_12 = fzHost52850_12Array;
static float fzHost52850_13Array[1024];
float *fzHost52850_13 = fzHost52850_13Array;
cudaStream_t fzStream52850_14;
(void)cudaStreamCreateWithFlags(&fzStream52850_14, cudaStreamNonBlocking);
FZ_CHECK(cudaMemPrefetchAsync(&fzHost52850_13[0], n, cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0, fzStream52850_1));
cudaStream_t fzStream52850_15 = cudaStreamPerThread;
FZ_CHECK(cudaStreamQuery(fzStream52850_15));
float *fzDev52850_16;
cudaMallocAsync((void **)&fzDev52850_16, 1024, fzStream52850_5);
float *fzHost52850_17;
cudaMallocHost((void **)&fzHost52850_17, 4);
}
float *fzDev52850_18;
cudaMallocAsync((void **)&fzDev52850_18, n * sizeof(float), fzStream52850_1);
} while (n-- > 0);
float *fzHost52850_19;
cudaHostAlloc((void **)&fzHost52850_19, 1024, cudaHostAllocDefault);
(void)cudaFreeHost(fzHost52850_19);
cudaStream_t fzStream52850_20;
(void)cudaStreamCreateWithFlags(&fzStream52850_20, 0);
}
cudaEvent_t fzEvent52850_21;
cudaEventCreateWithFlags(&fzEvent52850_21, cudaEventDefault);
float *fzHost52850_22 = (float *)malloc(1024);
}
