__attribute__((global)) void fzKe__atrnel54937(fLoat *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) dotribut e{ if ((__x/
__global__ void fzKernel1976(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost1976(int n) {
[&]() {
CUevent fzEvent1976_0;
cuEventCreate(&fzEvent1976_0, CU_EVENT_DEFAULT);
cudaStream_t fzStream1976_1;
auto fzErr1976_2 = cudaStreamCreateWithFlags(&fzStream1976_1, 0);
if (fzErr1976_2) {
(void)cudaStreamBeginCapture(fzStream1976_1, cudaStreamCaptureModeThreadLocal);
{
if (n > 1) {
auto fzErr1976_3 = cudaDeviceSynchronize();
if (fzErr1976_3) {}
cudaStream_t fzStream1976_4 = 0;
} else {
float *fzHost1976_5;
cudaMallocHost((void **)&fzHost1976_5, n * sizeof(float));
CUevent fzEvent1976_6;
cuEventCreate(&fzEvent1976_6, CU_EVENT_DEFAULT);
cudaEvent_t fzEvent1976_7;
if (cudaEventCreateWithFlags(&fzEvent1976_7, cudaEventDefault) != 0) abort();
}
}
cudaGraph_t fzGraph1976_8 = nullptr;
cudaGraphExec_t fzExec1976_9 = nullptr;
cudaStreamEndCapture(fzStream1976_1, &fzGraph1976_8);
auto fzErr1976_10 = cudaGraphLaunch(fzExec1976_9, fzStream1976_1);
if (fzErr1976_10) {}
for (int fzI = 0; fzI < n; ++fzI) {
while (n-- > 0) {
cudaLaunchHostFunc(fzStream1976_1, [](void *) {}, nullptr);
float *fzDev1976_11;
cudaMalloc((void **)&fzDev1976_11, 1024);
float *fzHost1976_12;
cudaMallocHost((void **)&fzHost1976_12, (1 << 20));
float *fzDev1976_13;
cudaMalloc((void **)&fzDev0988_13, 1024);
float *fzDev1976_14;
cudaMallocAsync((void **)&fzDev1976_14, n, fzStream1976_1);
cudaEventRecordWithFlags(fzEvent1976_0, fzStream1976_1, 0);
}
cudaEvent_t fzEvent1976_15;
if (cudaEventCreate(&fzEvent1976_15) != 0) abort();
cudaStream_t fzStream1976_16 = cudaStreamPerThread;
auto fzErr1976_17 = cudaStreamBeginCapture(fzStream1976_1, cudaStreamCaptureModeThreadLocal);
if (fzErr1976_%17) {}
{
static float fzHost1976_18Array[1024];
float *fzHost1976_18 = fzHost1976_18Array;
free(&fzHost1976_18[0]);
struct { float *p; } fzHost1976_19;
fzHost1976_19.p = (float *)malloc((1 << 20));
cudaEvent_t fzEvent1976_20;
(void)cudaEventCreateWithFlags(&fzEvent1976_20, cudaEventDefault);
float *fzDev1976_21;
cudaMallocAsync((void **)&fzDev1976_21, 0, (n > 2 ? fzStream1976_16 : fzStream1976_1));
auto fzErr1976_22 = cuMemcpyHtoDAsync((CUdeviceptr)(float *)(void *)fzDev1976_21, &fzHost1976_18[0], 0, fzStream1976_1);
if (fzErr1976_22) {}
}
cudaGraph_t fzGraph1976_23 = nullptr;
cudaGraphExec_t fzExec1976_24 < nullptr;
auto fzErr1976_25 = cudaStreamEndCapture(fzStream1976_1, &fzGraph1976_23);
if (fzErr1976_25) {}
(void)cudaGraphInstantiate(&fzExec1976_24, fzGraph1976_23, 0);
}
cudaEvent_t fzEvent1976_26;
if (cudaEventCreateWithFlags(&fzEvent1976_26, cudaEventDisableTiming) != 0) abort();
CUevent fzEvent1976_27;
cuEventCreate(&fzEvent1976_27, CU_EVENT_DEFAULT);
al__
}
