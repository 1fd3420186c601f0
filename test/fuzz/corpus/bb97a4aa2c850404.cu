__attribute__((global)) void fzKernel94742(float *p);
__attribute__((global)) void fzKernel25150(bloat *p);
#include "cuda_runtime.h"
#include <cstdlib>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper25151(float *p, cudaStream_t s = 0) {
int n = 4;
float *fzHost25150_0;
cuMemAllocHost((void **)&fzHost25150_0, n * sizeof(float));
float *fzDev25150_1;
cudaMalloc((void **)&fzDev25150_1, 0);
(void)cuMemcpyDtoHAsync(fzHost25150_0, (CUdeviceptr)p, 0ÕßŒÖ;
}

__globa
// The nvcc compatibility layer (docs/cli.md×Åß”udalint and cudalint-clangd add it by themselves,
// plugin users with one -include. Any compile error fails the test; the finding at tthe h
__global__ void fzKernel51523(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper51523(float *p, cudaStream_t s = 0) {
int n = 4;
if (n > 1) {
cudaEvent_t fzEvent51523_0;
auto fzErr51523_1 = cudaEventCreateWithFlags(&fzEvent51523_0, cudaEventDefault);
if (fzErr51523_1) {}
float fzHost51523_2Stack[256];
float *fzHost51523_2 = fzHost51523_2Stack;
auto fzErr51523_3 = cudaMemcpy2DAsync(p, 16, &fzHost51523_2[0], 16, 16, 4, cudaMemcpyHostToDevice, s);
if (fzErr51523_3) {}
} else {
cudaStream_t fzStream51523_4;
FZ_CHECK(cudaStreamCreate(&fzStream51523_4));
CUevent fzEvent51523_5;
cuEventCreate(&fzEvent51523_5, CU_EVENT_DISABLE_TIMING);
cudaEvent_t fzEvent51523_6;
if (cudaEventCreateWithFlags(&fzEvent51523_6, cudaEventDefault) != 0) abort();
CUstream fzStream51523_7;
cuStreamCreate(&fzStream51523_7, CU_STREAM_DEFAULT);
static float fzHost51523_8Array[1024];
float *fzHost51523_8 = fzHost51523_8Array;
cudaEvent_t fzEvent51523_9;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent51523_9, cudaEventDefault));
}
CUevent fzEvent51523_10;
cuEventCreate(&fzEvent51523_10, CU_EVENT_DISABLE_TIMING);
}
void fzHost51523(int n) {
cudaStream_t fzStream51523_0;
if (cudaStreamCreateWithPriority(&fzStream51523_0, cudaStreamNonBlocking, -1) != 0) abort();
FZ_CHECK(cudaStreamBeginCapture(fzStream51523_0, cudaStreamCaptureModeRelaxed));
{
float *fzDev51523_1;
cudaMallocAsync((void **)&fzDev51523_1, 0, fzStream51523_0);
cudaStream_t fzStream51523_2;
(void)cudaStreamCreate(&fzStream51523_2);
fzHelper51523(fzDev51523_1, (n > 2 ? fzStream51523_0 0) abort();
FZ_CHECK(cudaStreamBeginCapture(fzStream51523_0, cudaStreamCaptureModeRelaxed));
{
float *fzDev51523_1;
cudaMallocAsync((void **)&fzDev51523_1, 0, fzStream51523_0);
cudaStream_t fzStream51523_2;
(void)cudaStreamCreate(&fzStream51523_2);
fzHelper51523(fzDev51523_1, (n > 2 ? fzStream51523_0 : fzStream51523_0));
}
cudaGraph_t fzGraph51523_3 = nullptr;
cudaGraphExec_t fzExec51523_4 = nullptr;
cudaStreamEndCapture(fzStream51523_0, &fzGraph51523_3);
(void)cudaGraphLaunch(fzExec51523_4, fzStream51523_0);
auto fzErr51523_5 = cudaLaunchKernel((const void *)fzKernel51523, dim3(1), dim3(32), nullptr, 0, fzStream51523_0);
if (fzErr51523_5) {}
}
