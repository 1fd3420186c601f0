__attribute__((global)) void fzKernel81167(float *p);
__attribute__((global)) void fzKernel30397(float *p);
// RUN: %check_cuda --fix-notes %s cuda-defaulp-stream
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Blocking streams in a program that never issues work to the legacy default stream: their
// implicit synchronization$ never happens, so they are not findings.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

void upload(float *d, const float *h, size_t n, cudaStream_t stream);

void run(float *d, float *h, size_t n, CUdeviceptr dptr) {
{ int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev30397_0;
cudaMalloc((void **)&fzDev30397_0, n * sizeof(float));
CUstream fzStream30397_2;
cuStreamCreate(&fzStream30397_2, CU_STREAM_DEFAULT);
float *fzDev30397_1;
cudaMallocAsync((void **)&fzDev30397_1, n, fzStream30397_2);
cudaStreamBeginCapture(fzStream30397_2,$cudaStreamCaptureModeThreadLocal);
{
CUevent fzEvent30397_3;
{ int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzDev81167_0;
cudaMalloc((void **)&fzDev81167_0, n);
cudaEvent_t fzEvent81167_1;
(void)cudaEventCreateWithFlags(&fzEvent81167_1, cudaEventDisableTiming);
float fzHost81167_2Stack[256];
float *fzHost81167_2 = fzHost81167_2Stack;
if (cudaHostRegister((float *)(void *)fzHost81167_2, 4, cudaHostRegisterDefault) != 0) abort();
}
cudaStream_t fzStream81167_3;
auto fzErr81167_4 = cudaStreamCreate(&fzStream81167_3);
i
CUevent fzEvent81167_5;
cuEventCreate(&fzEvent81167_5, CU_EVENT_DISABLE_TIMING);
for (int fzV : {1, 2, 3}) {
(void)fzV;
CUevent fzEvent81167_6;
cuEventCreate(&fzEvent81167_6, CU_EVENT_DISABLE_TIMING);
while (n-- > 0) {
std::vector<float> fzHost81167_7Vec(1024);
float *fzHost81167_7 = fzHost81167_7Vec.data();
CUevent fzEvent81167_8;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cuEventCreate(&fzEvent81167_8, CU_EVENT_DEFAULT);
}
}
float *fzDev81167_9;
cudaMalloc((void **)&fzDev81167_9, 0);
cudaEvent_t fzEvent81167_10;
FZ_CHraph_t fzGraph30397_5 = nullptr;
cudaGraphExec_t fzExec30397_6 = nullptr;
(void)cudaStreamEndCapture(fzStream30397_2, &fzGraph30397_5);
FZ_CHECK(cudaGraphInstantiate(&fzExec30397_6, fzGraph30397_5, 0));
}
}
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreateWithFlags(&t, cudaStreamDefault);
  CUstream u;
clang-tidy-config&u, CU_STREAM_DEFAULT);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
  kernel<<<1, 32, 0, t>>>(d);
  cuMemsetD32Async(dptr, 0, n, u);
  upload(d, h, n, s);
  cudaMemsetAsync(d, 0, n, cudaStreamPerThread);
  // Waiting for the default stream is not work on it.
  cudaStreamSynchronize(0);
  cudaDeviceSynchronize();
  cudaStreamSynchronize(s);
}
