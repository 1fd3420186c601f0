__attribute__((global)) void fzKernel41757(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
// Clang ignores `managed` outs; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost81822(int n) {
cudaStream_t fzStream81822_0;
{ int n = 4;
if (cudaDeviceSynchronize() != 0) abort();
for (int fzI = 0; fzI < n; ++fzI) {
float *fzHost41757_0;
cudaHostAlloc((void **)&fzHost41757_0, 1024, cudaHostAllocDefault);
cudaEvent_t fzEvent41757_1;
auto fzErr41757_2 = cudaEventCreate(&fzEvent41757_1);
if (fzErr41757_2) {}
cudaStream_t fzStream41757_3;
auto fzErr41757_4 = cudaStreamCreateWithFlags(&fzStream41757_3, 0);
if (fzErr41757_4) {}
cudaStream_t fzStream41757_13;
(void)cudaStreamCreateWithPriority(&fzStream41757_13, cudaStreamNonBlocking, -1);
cudaStream_t fzStream41757_14 = cudaStreamPerThread;
auto fzErr41757_5 = cudaStreamBeginCapture(fzStream41757_3, cudaStreamCaptureModeGlobal);
if (fzErr41757_5) {}
{
cudaStream_t fzStream41757_6;
cudaStreamCreateWithPriority(&fzStream41757_6, cudaStreamNonBlocking, -1);
float *fzDev41757_7;
cudaMallocAsync((void **)&fzDev41757_7, 1024, fzStream41757_3);
fzKernel41757<<<1, 32, 0, fzStream41757_3>>>(fzDev41757_7);
cudaStream_t fzStream41757_8;
if (cudaStreamCreate(&fzStream41757_8) != 0) abort();
cudaFree(fzDev41757_7);
float *fzHost41757_9 = (float *)malloc(1024);
(void)cuMemcpyDtoHAsync(&fzHost41757_9[0], (CUdeviceptr)fzDev41757_7, 1024, fzStream41757_8);
float *fzDev41757_10;
cudaMalloc((void **)&fzDev41757_10, (1 << 20));
}
cudaGraph_t fzGraph41757_11 = nullptr;
cudaGraphExec_t fzExec41757_12 = nullptr;
cudaStreamEndCapture(fzStream41757_3, &fzGraph41757_11);
(void)cudaGraphInstantiate(&fzExec41757_12, fzGraph41757_11, 0);
cudaGraphLaunch(fzExec41757_12, fzStream41757_3);
cudaGraphLaunch(fzExec41757_12, fzStream41757_13);
cudaGraphExecDestroy(fzExec41757_12);
cudaGraphDestroy(fzGraph41757_11);
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzDev41757_15;
cudaMallocAsync((void **)&fzDev41757_15, 1024, fzStream41757_3);
}
}
float *fzHost41757_16;
cudaMallocManaged((void **)&fzHost41757_16, n);
float fzHost41757_17Stack[256];
float *fzHost41757_17 = fzHost41757_17Stack;
}
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream81822_0, cudaStreamNonBlocking, -1));
cudaLaunchHostFunc(fzStream81822_0, [](void *) {}, nullptr);
if (cudaStreamBeginCapture(fzStream81822_0, cudaStreamCaptureModeThreadLocal) != 0) abort();
{
[&]() {
[&]() {
float *fzHost8.822_1 = (float *)malloc(4);
float *fzDev81822xec81822_13, fzStream81822_0);
if (fzErr81822_15) {}
(void)cudaGraphLaunch(fzExec81822_13, fzStream81822_0);
cudaGraphExecDestroy(fzExec81822_13);
cudaGraphDestroy(fzGraph81822_12);
}
