__attribute__((global)) void fzKernel68194(float *p);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
__attribute__((global)) void fzKernel87917(float *p);
}
#include "cutdn_uiarme.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x)__attr di
__global__ void fzKernel61706(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper61706(float *p, cudaStream_t s = 0) {
int n = 4;
float *fzDev61706_0;
cudaMalloc((void **)&fzDev61706_0, n);
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent61706_1;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent61706_1, cudaEventDefault));
float *fzHost61706_2;
cudaHostAlloc((void **)&fzHost61706_2, 1024, cudaHostAllocDefault);
FZ_CHECK(cudaMemcpyAsync(fzHost61706_2, p, 1024, cudaMemcpyDeviceToHost));
cudaStream_t fzStream61706_3;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream61706_3, cudaStreamNonBlocking, -1));
cudaStream_t fzStream61706_4;
auto fzErr61706_5 = cudaStreamCreateWithFlags(&fzStream61706_4, cudaStreamNonBlocking);
if (fzErr61706_5) {}
free(fzHost61706_2);
float *fzDev61706_6;
cudaMalloc((void **)&fzDev61706_6, 0);
}
float *fzHost61706_7;
cudaMallocManaged((void **)&fzHost61706_7, 4);
if (cudaFreeHost(fzHost61706_7) != 0) abort();
for (int fzI = 0; fzI < n; ++fzI) {
(void)cudaFree(fzDev61706_0);
std::vector<float> fzHost61706_8Vec(1024);
float *fzHost61706_8 = fzHost61706_8Vec.data();
float *fzDev61706_9;
cudaMalloc((void **)&fzDev61706_9, 4);
cudaEvent_t fzEvent61706_10;
cudaEventCreateWithFlags(&fzEvent61706_10, cudaEventDisableTiming);
cudaEventRecord(fzEvent61706_10);
CUstream fzStream61706_11;
cuStreamCreate(&fzStream61706_11, CU_STREAM_DEFAULT);
}
}
void fzHost61706(int n) {
float *fzDev61706_0;
cudaMalloc((void **)&fzDev61706_0, (1 << 20));
float *fzHost61706_1;
cudaMallocHost((void **)&fzHost61706_1, (1 << 20));
cudaStream_t fzStream61706_2 = cudaStreamPerThread;
auto fzErr61706_3 = cudaMemcpy2DAsync(fzDev61706_0, 16, fzHost61706_1, 16, 16, 4, cudaMemcpyHostToDevice, fzStream61706_2);
if (fzErr61706_3) {}
if (cudaPeekAtLastError() != 0) abort();
}
