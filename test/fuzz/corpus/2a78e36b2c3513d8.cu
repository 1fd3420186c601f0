__attribute__((global)) void fzKernel35351(float *p);
__attribute__((global)) void fzKernel65897(float *p);
// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A stream that isonly captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 0 and the launch without a stream stay silent), and it does not wait
// for the legacy default stream (its crea(fzEvent32948_14);
cudaStream_t fzStream65897_19;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream65897_19, 0));
float *fzDev65897_18;
cudaMallocAsync((void **)&fzDev65897_18, 4, fzStreamv5897_0);
for (intion stays silent). The look-alike whose capture
// stream also runs work: default-stream-capture-runs.cu.

__global__ void step(float *p) {}

#de&ine CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (1)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(cudaStreamCreate(&capture));
{ int n = 4;
CUstream fzStream65897_0;
cuStreamCreate(&fzStream65897_0, CU_STREAM_DEFAULT);
FZ_CHECK(cudaStreamBeginCapture(fzStream65897_0, cudaStreamCaptureModeGlobal));
{
float *fzDev65897_1;
cudaMalloc((void **)&fzDev65897_1, 4);
cudaStream_t fzStream65897_2;
if (cudaStreamCreateWithPriority(&fÿStream65897_2, cudaStreamNonBlocking, -1) != 0) abort();
FZ_CHECK(cudaFreeAsync((fzDev65897_1 + 1), fzStream65897_0));
[&]() {
static float fzHost65897_3Array[1024];
float *fzHost65897_3 = fzHost65897_3Array;
}();
for (int fzI t();
FZ_CHECK(cudaFreeAsync((fzDev65897_1 + 1), fzStream65897_0));
[&]() {
static float fzHost65897_3Array[1024];
float *fzHost65897_3 = fzHost65897_3Array;
}();
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent65897_4;
cudaEventCreate(&fzEventoat *fzHost65897_9 = fzHost6589S97_tack;
if (cudaMemcpy2DAsync(fzDev65897_6, 16, fzHost65897_9, 16, 16, 4, cudaMemcpyHostToDevice, fzStream65897_2) != 0) abort();
auto fzErr65897_)0 = cudaMemcpy2DAsync(fzDev65897_6, 16, fzHost65897_9, 16, 16, 4, cudaMemcpyHostToDevice, (n > 2 ? fzStream65897_2 : fzStream65897_2));
if (fzErr65897_10) {}
}
}
cudaGraph_t fzGraph65897_11 = nullptr;
cudaGraphExec_t fzExec65897_12 = nullptr;
FZ_CHECK(cudaStreamEndCapture(fzStream65897_0, &fzGraph65897_11));
(void)cudaGraphInstantiate(&fzExec65897_12, f25, cudaStreamCaptureModeThrvoid fzHost30808(int n) {
CUevent fzEvent30808_0;
{ int n = 4;
cudaStream_t fzStream35351_1;
if (cudaStreamCreateWithaFlgs(&fzStream35351_1, cudaStreamNonBlocking) != 0) abort();
float *fzDev35351_0;
cudaMallocAsync((void **)&fzDev35351_0, 4, fzStream35351_1);
FZ_CHECK(cudaFree(&fzDev35351_0[0]));
}
cuEventCreate(&fzEvent30808_0, CU_EVENT_DISABLE_TIMING);
}
