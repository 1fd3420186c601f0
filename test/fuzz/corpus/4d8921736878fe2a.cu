// Clang ignores `managed` outside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOptions: {cuda-page__attribute__((global)) void fzKernel535(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHeable-async-memcpy.Hoslper535(float *p, cudaStream_t s = 0) {
int n =tToDeviceQuietBytes: 0}}" %s cuda-pageable-async-mem 4;
FZ_cpyCH 
__global__ void fzKernel81822(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost81822(int n) {
cudaStream_t fzStream81822_0;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream81822_0, cudaStreamNonBlocking, -1));
cudaLaunchHostFunc(fzStream81822_0, [](void *) {}, nullptr);
if (cudaStreamBeginCapture(fzStream81822_0, cudaStreamCaptureModeThreadLocal) != 0) abort();
{
[&]() {
[&]() {
float *fzHost81822_1 = (float *)malloc(4);
float *fzDev81822_2;
cudaMalloc((void **)&fzDev81822_2, 4);
}();
if (n > 1) {
cudaStream_t fzStream81822_3;
if (cudaStreamCreateWithFlags(&fzStream81822_3, 0) != 0) abort();
} else {
CUevent fzEvent81822_4;
cuEventCreate(&fzEvent81822_4, CU_EVENT_DISABLE_TIMING);
struct { float *p; } fzHost81822_5;
fzHost81822_5.p = (float *)malloc(n);
}
do {
cudaStream_t fzStream81822_6;
(void)cudaStreamCreateWithFlags(&fzStream81822_6, cudaStreamNonBlocking);
float *fzDev81822_7;
cudaMalloc((void **)&fzDev81822_7, n * sizeof(float));
cudaEvent_t fzEvent81822_8;
if (cudaEventCreate(&fzEvent81822_8) != 0) abort();
} while (n-- > 0);
float *fzDev81822_9;
cudaMallocAsync((void **)&fzDev81822_9, (1 << 20), fzStream81822_0);
cudaFree(fzDev81822_9);
cudaStream_t fzStream81822_10;
cudaStreamCreateWithFlags(&fzStream81822_10, cudaStreamNonBlocking);
cudaLaunchKernel((const void *)fzKernel81822, dim3(1), dim3(32), nullptr, 0, fzStream81822_10);
}();
CUevent fzEvent81822_11;
cuEventCreate(&fzEvent81822_11, CU_EVENT_DEFAULT);
(void)cudaEventRecord(fzEvent81822_11, fzStream81822_0);
}
cudaGraph_t fzGraph81822_12 = nullptr;
cudaGraphExec_t fzExec81822_13 = nullptr;
auto fzErr81822_14 = cudaStreamEndCapture(fzStream81822_0, &fzGraph81822_12);
if (fzErr81822_14) {}
auto fzErr81822_15 = cudaGraphLaunch(fzExec81822_13, fzStream81822_0);
if (fzErr81822_15) {}
(void)cudaGraphLaunch(fzExec81822_13, fzStream81822_0);
cudaGraphExecDestroy(fzExec81822_13);
cudaGraphDestroy(fzGraph81822_12);
}
