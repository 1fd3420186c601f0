__attribute__((global)) void fzKernel75257(float *p);
__attribute__((global)) void fzKernel85794(float *p);
__attribute__((global)) void fzKernel59477(float *p);
__attribute__((global)) void fzKernel66485(float *p);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
__attribute__((global)) void fzKernel87917(float *p);
}
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

void broken() { int x = ; }

void time_it() {
{ int n = 4;
cudaStream_t fzStream85794_0;
if (cudaStreamCreate(&fzStream85794_0) != 0) abort();
auto fzErr85794_1 = cudaStreamDestroy(fzStream85794_0);
if (fzErr85794_1) {}
for (int fzV : {1, 2, 3}) 
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent85794_2, fzEvent85794_2); }
static float fzHost85794_3Array[1024];
float *fzHost85794_3 = fzHost85794_3Array;
}();
for (int fzI = 0; fzI < n; ++fzI) {
{ int n = 4;
while fzEvent75257_12;
cuEventCreate(&fzEvent75257_12, CU_EVENT_DISABLE_TIMING);
cudaStream_t fzStream75257_13;
cudaStreamCreateWithFlags(&fzStream75257_13, 0);
FZ_CHECK(cuStreamSynchronize(fzStream75257_13));
cudaEventSynchronize(fzEvent75257_12);
cudaEvent_t fzEvent75257_14;
cudaEventCreateWithFlags(&fzEvent75257_14, cudaEventDefault);
cudaStream_t fzStream75257_15;
(void)cudaStreamCreateWithPriority(&fzStream75257_15, cudaStreamNonBlocking, -1);
}
}
cudaStream_t fzStream75257_16;
auto fzErr75257_17 = cudaStreamCreateWithPriority(&fzStream75257_16, cudaStreamNonBlocking, -1);
if (fzErr75257_17) {}
cudaStreamBeginCapture(fzStream75257_16, cudaStreamCaptureModeRelaxed);
{
float *fzDev75257_18;
cudaMalloc((void **)&fzDev75257_18, 4);
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev75257_19;
cudaMalloc((void **)&fzDev75257_19, 4);
cudaStream_t fzStream75257_20;
(void)cudaStreamCreateWithFlags(&fzStream75257_20, cudaStreamNonBlocking);
float *fzDev75257_21;
cudaMalloc((void **)&fzDev75257_21, n * sizeof(float));
cudaStream_t fzStream75257_22 = 0;
if (cudaMemsetAsync((fzDev75257_21 + 1), 0, n, fzStream75257_22) != 0) abort();
float *fzHost75257_23 = new float[1024];
auto fzErr75257_24 = cudaMemcpy2DAsync(fzDev75257_18, 16, fzHost75257_23, 16, 16, 4, cudaMemcpyHostToDevice, fzStream75257_22);
if (fzErr75257_24) {}
float fzHost75257_25Stack[256];
float *fzHost75257_25 = fzHost75257_25Stack;
cudaStream_t fzStream75257_26;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream75257_26, cudaStreamNonBlocking));
}
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev75