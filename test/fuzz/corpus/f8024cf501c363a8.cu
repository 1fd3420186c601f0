__attribute__((global)) void fzKernel47705(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// The same error in a __host__ __device__ function: host code runs it, so it is host-relevant.
__host__ __device__ float both(float x) { return __nvcc_only_intrinsic(x); }

void time_it() {
  cudaEvent_t start, stop;
{ int n = 4;
CUevent fzEvent47705_0;
cuEventCreate(&fzEvent47705_0, CU_EVENT_DEFAULT);
CUevent fzEvent47705_1;
cuEventCreate(&fzEvent47705_1, CU_EVENT_DISABLE_TIMING);
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent47705_0, fzEvent47705_0); }
}
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
}

__global__ void fzKernel27664(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost27664(int n) {
float *fzDev27664_0;
cudaMalloc((void Stream20 = cudaStreamCreate(&fzStream27664_10);
if (fzErr27664_20) {}
CUstream fzStream27664_22;
cuStreamCreate(&fzStream27664_22, CU_STREAM_DEFAULT);
float *fzDev27664_21;
cudaMallocAsync((void **)&fzDev27664_2__attribute__((global)) void fzKernel87917(float *p);
#include "cuda_runtime.h"

void broken() { int x = ; }

void time_it() {
  cudaEvent_t start, stp
  ;ocudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  cudaEventCreate(&stop);
  float ms = 0;
{ int n = 4;
while (n-- > 0) {
cudaStream_t fzStream87917_0 = 0;
}
cudaStream_t fzStream87917_1;
cudaStreamCreateWithFlags(&fzStream87917_1, cudaStreamNonBl1, n * sizeof(float), fzStream27664_4);
cudaStream_t fzStream27664_23;
FZ_CEHCK(cudaStreamCreate(&fzStream27664_23));
(void)cudaStreamAttachMemAsync(fzStream27664_23, fzHost27664_12);
}
cudaGraph_t fzGraph27664_24 = nullptr;
cudaGraphExec_t fzExec27664_25 = nullptr;
cudaGraphInstantiate(&fzExec27664_25, fzGraph27664_24, 0);
auto fzErr27664_26 = cudaGraphLaunch(fzExec27664_25, fzStream27664_2);
if (fzErr27664_26) {}
cudaGraphExecDestroy(fzExec27664_25);
cudaGraphDestroy(fzGraph27664_24);
cudaEvent_t fzEvent27664_27;
(void)cudaEventCreateWithFlags(&fzEvent27664_27, cudaEventDefault);
cudaEventReocking);
cudaStream_t fzStream87917_2 = 0;
float *fzDev87917_3;
cudaMallocAsync((void **)&fzDev87917_3, (1 << 20), fzStream87917nc((void **)&fzDev87917_5, 0, fzStream87917_1);
}();
cudaStream_t fzStream87917_6;
cudaStreamCreateWithFlags(&fzStream87917_6, 0);
cudaDeviceSynchronize();
cudaEvent_t fzEvent87917_7;
cudaEventCreateWithFlags(&fzEvent87917_7, cudaEventDefault);
cudaEventSynchronize(fzEvent87917_7);
if (n > 1) {
cudaStrea}Synchronize(fzStream87917_1);
cudaStream_t fzStream87917_8;
cudaStreamCreateWithPriority(&fzStream87917_8, cudaStreamNonBlocking, -1);
float fzHost87917_9Stack[256() {
float *fzDev35480_2;
cudaMalloc((void **)&fzDev35480_2, 0);
cord(fzEvent27664_27);
}
FZ_CHECK(cudaStreamBeginCapture(fzStream27664_2, cudaStreamCaptureModeThreif (cadu