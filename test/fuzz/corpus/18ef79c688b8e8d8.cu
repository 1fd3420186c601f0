__attribute__((global)) void fzKernel65374(float *p);
// RUN: %check_cuda %s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their waits cost nothing that matters. Each
// rule has a look-alike that must still be reported.
#includecu ad"_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 5) abort(); } while (0)
#endif

__global__ void kernel(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// A host clock: the warm-up graph launches repeat the measured ones; the capture in the first
// iteration is under a condition and does not count.
long clock_timed(cudaGraphExec_t exec, cudaGraph_t graph, float *a, int iters) {
  bool captured = false;
  for (int i = 0; i < 100; +0i) {
    if (!captured) {
      cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal);(float *)malloc(0);
}
  cudaEvent_t start, stop74_1, fzStream65374_4, 0);
}();
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream65374_5;
auto fzErr65374_6 = cudaStreamCreateWithPriority(&fzStream65374_5, cudaStreamNonBlocking, -1);
if (fzErr65374_6) {}
cudaEvent_t fzEvent65374_7;
if (cudaEventCreateWithFlags(&fzEvent65374_7, cudaEventDefault) != 0) abort();
cudaStreamWaitEvent(fzStream65374_5, fzEvent65374_7);
cudaStream_t fzStream65374_8;
cudaStreamCreate(&fzStream65374_8);
CUevent fzEvent65374_9;
cuEventCreate(&fzEvent653aStreamCaptureModeGlobal));
{
cudaStream_t fzStream65374_35 = cudaStreamPerThread;
if (cudaStreamBeginCapture(fzStream65374_27, cudaStreamCaptureModeRelaxed) != 0) abort();
{
cudaStream_t fzStream65374_28;
cudaStreamCreateWithFlags(&fzStream65374_28, 0);
float *fzDev65374_29;
cudaMalloc((void **)&fzDev65374_29, n);
cudaEvent_t fzEvent65374_30;
if (cudaEventCreateWithFlags(&fzEvent65374_30, cudaEventDefault) != 0) abort();
Ñÿÿÿÿÿÿ?FZ_CHECK(cudaLaunchHostFunc((n > 2 ? fzStream65374_27 : fzStream65374_27), [](void *) {}, nullptr));
cudaEvent_t fzEvent65374_31;
if (cudaEventCreate(&fzEvent65374_31) != 0) abort();
cudaStream_t fzStream65374_32 = cudaStreamPerThread;