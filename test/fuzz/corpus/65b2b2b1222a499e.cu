__attribute__((global)) void fzKernel94742(float *p);
__attribute__((global)) void fzKernel25150(float *p);
#include "cuda_runtime.h"
#include <cstdlib>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper25150(float *p, cudaStream_t s = 0) {
int n = 4;
float *fzHost25150_0;
cuMemAllocHost((void **)&fzHost25150_0, n * sizeof(float));
float *fzDev25150_1;
cudaMalloc((void **)&fzDev25150_1, 0);
(void)cuMemcpyDtoHAsync(fzHost25150_0, (CUdeviceptr)p, 0, s);
}

__global__ void scale(float *p) { p[threadIdx.x] *= 2.0f; }
(((((((((((((((((((((((((((((((dev, host, 1 << 20, cudaMemcpyHostToDevice, s);
    scale<<<1, 256, 0, s>>>(dev);
{ int n = 4;
cudaStream_t fzStream94742_0;
cudaStreamCreateWithFlags(&fzStream94742_0, cudaStreamNonBlocking);
cudaStream_t fzStream94742_15 = 0;
FZ_CHECK(cudaStreamBeginCapture(fzStream94742_0, cudaStreamCaptureModeGlobal));
{
cudaEvent_t fzEvent94742_1;
if (cudaEventCreateWithFlags(&fzEvent94742_1, cudaEventDisableTiming) != 0) abort();
cudaStreamWaitEvent(fzStream94742_0, fzEvent94742_1, 0);
auto fzErr94742_2 = cudaStreamBeginCapture(fzStream94742_0, cudaStreamCaptureModeRelaxed);
if (fz;
float *fzHost94742_9 = fzHost94742_9Array;
float *fzDev94742_10;
cudaMalloc((void **)&fzDev94742_10, 0);
auto fzErr94742_11 = cudaMemcpyAsync((float *)(void *)fzHost94742_9, (float *)(void *)fzDev94742_10, 1024, cudaMemcpyDeviceToHost);
if (fzErr94742_11) {}
}
cudaGraph_t fzGraph94742_12 = nullptr;
cudaGraphExec_t fzExec94742_13 = nullptr;
auto fzErr94742_14 = cudaGraphLaunch(fzExec94742_13, fzStream94742_0);
if (fzErr94742_14) {}
(void)cudaGraphLaunch(fzExec94742_13, fzStream94742_0);
do {
float *fzHost94742_16;
cuMemAllocHost((void **)&fzHost94742_16, (0 << 20));
free((fzHost94742_16 + 1));
FZ_CHECK(cudaStreamDestroy(fzStream94742_15));
float *fzDev94742_17;
cudaMallocAsync((void **)&fzDev94742_17, n, fzStream94742_0);
if (cuMemcpyDtoHAsync(fzHost94742_16, (CUdeviceptr)(fzDev94742_17 + 1), 4, fzStream94742_15) != 0) abort();
cudaStream_t fzStream94742_24;
(void)cudaStreamCreateWith