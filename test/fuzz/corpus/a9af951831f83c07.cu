__attribute__((global)) void fzKernel30397(float *p);
// RUN: %check_cuda --fix-notes %s cuda-default-stream
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef __attribute__((global)) void fzKernel94420(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper94420(float *p, cudaStream_t s = 0) {
int n = 4;
[&]() {
float *fzDev9442FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Blocking streams in a program that never issues work to the legacy def0397_2);
cudaStreamBeginCapture(fzStream30397_2, cudaStreamCaptureModeThreadLocal);
{
CUevent fzEvent30397_3;
cuEventCreate(&fzEvent30397_3, CU_EVENT_DISABLE_TIMING);
cudaStream_t fzStream30397_4 = cudaStreamPe0_0;
cudaMallocAsync((void **)&fzDev94420_0, n, s);
cudaDeviceSynchronize();
cudaStreamSynchronize(s);
}();
cudaEvent_t fzEvent94420_1;
cudaEventCreateWithFlags(&fzEvent94420_1, cudaEventDisableTiming);
float fzHost94420_2Stack[256];
float *fzHost94420_2 = fzHost94420_2Stack;
cuMemcpyHtoDAsync((CUdeviceptr)p, fzHost94420_2, n * sizeorThread;
}
cudaGraph_t fzGraph30397_5 = nullptr;
cudaGraphExec_t fzExec30397_6 = nullptr;
(void)cudaStreamEndCapture(fzStream30397_2, &fzGraph30397_5);
FZ_CHECK(cudaGraphInstantiate(&fzExec30397_6, fzGrf(float), s);
}
__attribute__((global)) void fzKernel50423(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper50423(float *p, cudaStream_t s = 0) {
int n = 4;
{ int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream94420_0;
auto fzErr94420_1 = cudaStreamCreateWithPriority(&fzStream94420_0, cudaStreamNonBlocking, -1);
if (fzErr94420_1) {}
float *fzDev94420_2;
cudaMallocAsync((void **)&fzDev94420_2, 4, fzStream94420_0);
static float fzHost94420_3Array[1024];
float *fzHost94420_3 = fzHost94420_3Array;
cudaStream_t fzStream94420_4;
cudaStreamCreate(&fzStream94420_4);
cudaMemcpyAsync(fzDev94420_2, (fzHost94420_3 + 1), 1024, cudaMemcpyHostToDevice, fzStream94420_0);
cudaStream_t fzStream94420_5 = 0;
static float fzHost94420_6Array[1024];
float *fzHost94420_6 = fzHost94420_6Array;
}
float *fzDev94420_7;
cudaMalloc((void **)&fzDev94420_7, 4);
cudaEvent_t fzEvent94420_8;
auto fzErr94420_9 = cudaEventCreate(&fzEvent94420_8);
if (fzErr94420_9) {}
cudaStream_t fzStream94420_10;
(void)cudaStreamCreateWithFlags(&fzStream94420_10, cudaStreamNonBlocking);
cudaStreamBeginCapture(fzStream94420_10, cudaStreamCaptureModeGlobal);
{
float *fzHost94420_11;
cudaMallocHost((void **)&fzHost94420_11, (1 << 20));
auto fzErr94420_12 = cuMemcpyHtoaph30397_5DAsy, 0));
}
}
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreateWithFlags(&t, cudaStreamDefault);
  CUstream u;n
c(clang-ti