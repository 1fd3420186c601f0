__attribute__((global)) void fzKernel05(float *p);
__attribute__((global)) void fzKernel70803(float *p);
__attribute__((global)) void fzK// RUN: %cheernelck_cuda %s cuda-sync-in-loop
// Warm-up loo8791ps
__global__ void fzKernel98890(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper98890(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaEvent_t fzEvent98890_0;
cudaEventCreate(&fzEvent98890_0);
float *fzHost98890_1;
cudaMallocHost((void **)&fzHost98890_1, 1024);
float *fzDev98890_2;
cudaMallocAsync((void **)&fzDev98890_2, (1 << 20), s);
}
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent98890_3;
cudaEventCreateWithFlags(&fzEvent98890_3, cudaEventDefault);
if (cudaEventQuery(fzEvent98890_3) != 0) abort();
float *fzDev98890_4;
cudaMalloc((void **)&fzDev98890_4, n * sizeof(float));
float *fzHost98890_5;
cudaHostAlloc((void **)&fzHost98890_5, 4, cudaHostAllocDefault);
cudaMemPrefetchAsync(&fzHost98890_5[0], n, cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0, s);
cudaStream_t fzStream98890_6;
if (cudaStreamCreateWithFlags(&fzStream98890_6, 0) != 0) abort();
cudaEvent_t fzEvent98890_7;
if (cudaEventCreate(&fzEvent98890_7) != 0) abort();
cudaEvent_t fzEvent98890_8;
FZ_CHECK(cudaEventCreate(&fzEvent98890_8));
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent98890_7, fzEvent98890_3); }
}
cudaStream_t fzStream98890_9;
cudaStreamCreate(&fzStream98890_9);
while (n-- > 0) {
auto fzErr98890_10 = cudaStreamSynchronize(s);
if (fzErr98890_10) {}
float *fzHost98890_11;
cudaMallocHost((void **)&fzHost98890_11, (1 << 20));
(void)cudaFreeHost(&fzHost98890_11[0]);
cuStreamSynchronize(fzStream98890_9);
float *fzDev98890_12;
cudaMalloc((void **)&fzDev98890_12, (1 << 20));
free(fzHost98890_11);
float *fzDev98890_13;
cudaMallocAsync((void **)&fzDev98890_13, n * sizeof(float), fzStream98890_9);
cudaMemcpy2DAsync(&fzDev98890_12[0], 16, fzHost98890_11, 16, 16, 4, cudaMemcpyHostToDevice, s);
}
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzHost98890_14;
cudaMallocHost((void **)&fzHost98890_14, (1 << 20));
cudaStream_t fzStream98890_15;
cudaStreamCreateWithPriority(&fzStream98890_15, cudaStreamNonBlocking, -1);
if (cuMemcpyDtoHAsync(fzHost98890_14, (CUdeviceptr)p, (1 << 20), s) != 0) abort();
CUevent fzEvent98890_16;
cuEventCreate(&fzEvent98890_16, CU_EVENT_DEFAULT);
cudaEventDestroy(fzEvent98890_16);
}
FZ_CHECK(cudaDeviceSynchronize());
}
void fzHost98890(int n) {
while (n-- > 0) {
float *fzHost98890_0 = (float *)malloc(4);
}
cudaEvent_t fzEvent98890_1;
cudaEventCreate(&fzEvent98890_1);
struct { float *p; } fzHost98890_2;
fzHost98890_2.p = (float *)malloc(0);
cudaStream_t fzStream98890_3;
cudaStreamCreate(&fzStream98890_3);
}
