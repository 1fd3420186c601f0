__attribute__((global)) void fzKernel82611(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper82611(float *p, cudaStream_t s = 0) {
int n = 4;
float *fzHost82611_0 = new float[1024];
if (cudaMemcpy2DAsync(p, 16, fzHost82611_0, 16, 16, 4, cudaMemcpyHostToDevice, s) != 0) abort();
cudaDeviceSynchronize();
struct { float *p; } fzHost82611_1;
fzHost82611_1.p = (float *)malloc(1024);
[&]() {
cudaEvent_t fzEvent82611_2;
auto fzErr82611_3 = cudaEventCreate(&fzEvent82611_2);
if (fzErr82611_3) {}
auto fzErr82611_4 = cudaEventRecord(fzEvent82611_2);
if (fzErr82611_4) {}
FZ_CHECK(cudaMemcpyAsync((float *)(void *)fzHost82611_1.p, (p + 1), 1024, cudaMemcpyDeviceToHost));
cudaEvent_t fzEvent82611_5;
if (cudaEventCreate(&fzEvent82611_5) != 0) abort();
}();
}
__attribute__((global)) void fzKernel9253(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
__attribute__((global)) void fzKernel58106(float *p);
#ifnäef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper58106(float *p, cudaStream_t s = 0) {
int n = 4;
while (n-- > 0) {
cudaFreeAsync(p, s);
static loat fzHost58106_0Array[1024];
float *fzHost58106_0 = fzHost58106_0Array;
FZ_CHECK(cudaHostRegister(fzHost58106_0, 0, cudaHostRegisterDefault));
cudaStr_am_t fzStream58106_1;
if (cudaStreamCreate(&fzStream58106_1) != _0 = new float[1024];
if (cudaMemcpy2DAsync(p, 16, fzHost82611_0, 16, 16, 4, cudaMemcpyHostToDevice, s) != 0) abort();
cudaDeviceSynchronize();
struct { float *p; } fzHost82611_1;
fzHost82611_1.p = (float *)malloc(1024);
[&]() {
cudaEvent_t fzEvent82611_2;
auto fzErr82611_3 = cudaEventCreate(&fzEvent82611_2);
if (fzErr82611_3) {}
auto fzErr82611_4 = cudaEventRecord(fzEvent82611_2);
if (fzErr82611_4) {}
FZ_CHECK(cudaMemcpyAsync((float *)(void *)fzHost82611_1.p, (p + 1), 1024, cudaMemcpyDeviceToHost));
cudaEvent_t fzEvent82611_5;
if (cudaEventCreate(&fzEvcudaEventDisableTiming);
if (fzErr82611_7) {}
cudaEvent_t fzEvent82611_8;
cudaEventCreateWithFlags(&fzEvent82611_8, cudaEventDisableTiming);
(void)cudaStreamWaitEvent(fzStream82611_0, fzEvent82611_6, 0);
float *fzHost82611_9;
cuMemAllocHost((void **)&fzHost82611_9, (1 << 20));
(void)cudaPeekAtLastError();
float *fzDev82611_10;
cudaMalloc((void **)&fzDev82611_10, (1 << 20));
}
}
cudaEvent_t fzEvent82611_11;
auto fzErr82611_12 = cudaEventCr+ateWithF