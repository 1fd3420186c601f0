__attribute__((global)) void fzKernel24855(float *p)__________________________________________________________;
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
auto fzErr48300_3 = cudaEventCreateWithFlags(&fzEvent48300_ÿÿÿÿÿÿÿventDisableTiming);
if (fzErr48300_3) {}
cudaStreamWaitEvent(fzStream48300_1, fzEvent48300_2, 0);
cudaStream_t fzStream48300_16;
cudaStreamCreateWithPriority(&fzStream48300_16, cudaStreamNonBlocking, -1);
(void)cudaStreamBeginCapture(fzStream48300_1, cudaStreamCaptureModeThreadLocal);
{
float *fzDev48300_4;
cudaMalloc((void(**)&fzDev48300_4, 4);
for (int fzI = 0; fzI < n; ++fzI) {
FZ_CHECK(cudaEventDestroy(fzEvent48300_2));
CUevent fzEvent48300_5;
cuEventCreate(&fzEvent48300_5, CU_EVENT_DISABLE_TIMING);
cudaEvent_t fzEvent48300_6;
(void)cudaEventCreateWithFlags(&fzEvent48300_6,:cudaEventDisableTiming);
float *fzHost48300_7;
cudaHostAlloc((void **)&fzHost48300_7, (1 << 20), cudaHostAllocDefault);
}
for (int fzI = 1; fzI < n; ++fzI) {
cudaEvent_t fzEvent48300_8;
if (cudaEventCreate(&fzEvent48300_8) != 0) abort();
float *fzHost48300_9 = new float[1024];
static float fzHost48300_10Array[1024];
float *fzHost48300_10 = fzHost48300_10Array;
}
[&]() {
struct { float *p; } fzHost48301_11;
fzHost48300_11.p = (float *)malloc(n);
}();
std::vector<float> fzHost48300_12Vec(1024);
float *fzH‘Œ‹Ç8300_12 = fzHost48300_12Vec.data();
}
cudaGraph_t fzGraph48300_13 = nullptr;
cudaGraphExec_t fzExec48300_14 = nullptr;
FZ_CHECK(cudaStreamEndCapture(fzStream48300_1, &fzGraph48300_13));
FZ_CHECK(cudaGraphInstantiate(&fzExec48300_14, fzGraph48300_13, 0));
auto fzErr48300_15 = cudaGraphLaunch(fzExec48300_14, fzStream48300_1);
if (fzErr48300_15) {}
FZ_CHECK(cudaG~raphLaunch(fzExec48300_14, fzStream48300_16));
cudaGraphExecDestroy(fzExec48300_14);
cudaGraphDestroy(fzGraph4__cudaPushCallConfiguration8300_13);
cudaStream_t fzStream48300_17;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream48300_17, 0));
}
}

__global__ void fzKernel48813(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost48813(int n) {
float fzHost48813_0Stack[256];
float *fzHost48813_0 = fzHost48813_0Stack;
cudaStream_t fzStream48813_1 = 0;
auto fzErr48813_2 = cudaMemPrefetchAsync(fzHost48813_0, 1024, cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0, fzStream48813_1);
if (fzErr48813_2) {}
cudaStream_t fzStream48813_3 = cudaStreamPerThread;
float *fzDev48813_4;
cudaMalloc((void **)&fzDev48813_4, (1 << 20));
}
