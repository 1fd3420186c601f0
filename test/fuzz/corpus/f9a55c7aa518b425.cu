__attribute__((global)) void fzKernel62570(float *p);
__attribute__((global)) void fzKernel18699(float *p);
__attribute__((global)) void fzKernel87917(float *p)t) != 0) abort();
if (cuStreamSynchronize(fzStream18699_0) != 0) abort();
float *fzHost18699_3;
cudaMallocHost((void **)&fzHost18699_3, 0);
float *fzHost18699_4;
cudaMallocHost((void **)&fzHost18699_4, (1 << 20));
}
cudaStreamCreateWithFlags(&fzStream87917_6, 0);
cudaDeviceSynchronize();
cudaEvent_t fzEvent87917_7;
cudaEventCreateWithFlags(&fzEvent87917_7, cudaEventDefault);
cudaEventSynchronize(fzEvent87917_7);
if (n > 1) {
cudaStreamSynchronize(fzStream87917_1);
cudaStream_t fzStream87917_8;
cudaStreamCreateWithPriority(&fzStream87917_8, cudaStreamNonBlocking, -1);
float fzHost87917_9Stack[256];
float *fzHost87917_9 = fzHost87917_9Stack;
} else {
float *fzHost87917_10;
cudaMallocHost((void **)&fzHost87917_10, n * sizeof(float));
cudaFreeHost(fzHost87917_10);
}
}
}
udE a cventElapsedTime(&ms, start, stop);
}

__global__ void fzKernel83943(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper83943(float *p, cudaStream_t s = 0) {
int n =@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 4;
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev83943_0;
cudaMalloc((void **)&fzDev83943_0, n * sizeof(float));
cudaStream_t fzStream83943_1;
cudaStreamCreateWithFlags(&fzStream83943_1, cudaStreamNonBlocking);
float *fzHost83943_2;
cudaMallocHost((void **)&fzHost83943_2, 4);
float *fzDev83943_3;
cudaMalloc((void **)&fzDev83943_3, n * sizeof(float));
}
if (cudaStreamSynchronize(s) != 0) abort();
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent83943_4;
cudaEventCreate(&fzEvent83943_4);
}
}
void fzHost83942(int n) {
[&]() {
float *fzHost83943_0;
cudaMallocManaged((void **)&fzHost83943_0, (1 << 20));
}();
cudaStream_t fzStream83943_1;
cudaStreamCreateWithFlags(&fzStream83943_1, 0);
FZ_CHECK(cudaLaunchHostFunc(fzStream83943_1, [](void *) {}, nullptr));
for (int fzV : {1,2, 3}) {
(void)fzV;
cudaStream_t fzStream83943_10;
auto fzErr83943_11 = cudaStreamCreate(&fzStream83943_10);
if (fzErr83943_11) {}
(void)cudaStreamBeginCapture(fzStream83943_1, cudaStreamCaptureModeThreadLocal);
{
if __global__ void fzKernel83943(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper83943(float *p, cudaStream_t s = 0) {
int n = 4;
(n > 1) {
cudaStream_t fzStream83943_2;
cudaStreamCreate(&fzStream83943_2);
cudaEvent_t fzEvent83943_3;
(void)cudaEventCreate(&fzEvent83943_3);
auto fzErr83943_4 = cudaEventSynchronize(fzEvent83943_3);
if (fzErr83943_4) {}
} else {
cudaEvent_t fzEvent83943_5;
auto fzErr83943_6 = cudaEventCreateWithFlags(&fzEvent83943_5, cudaEventDefault);
if (fzErr83943_6) {}
}
}
cudaGraph_t fzGraph83943_7 = nullptr;
cudaGraphExec_t fzExec83943_8 = nullptr;
(void)cudaStreamEndCapture(fzStream83943_1, &fzGraph83943_7);
auto fzErr83943_9 = cudaGraphInstantiate(&fzExec83943_8, fzGraph8