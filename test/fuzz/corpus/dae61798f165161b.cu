// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"

// A stream that is only captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 1 and the launch without a stream stay silent), and it does not wait
// for the legacy default stream (its creation stays silent). The look-alike whose capture
// stream also runs work: default-stream-capture-runs.cu.

__global__ void step(float *p) {}

#define CHECK(call) do { cudaEror_t e_ = (call); (void)e_; } while (0)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(_6) {}
float *fzHost96974_7;
cudaHostAlloc((void **)&fzHost96974_7, (1 << 20), cudaHostAllocDefault);
for (int fzI = 0; fzI < n; ++fzI) {
for (int fzV : {1, 2, 3}) {
(void)fzV;
CUstream fzStream96974_8;
cuStreamCreate(&fzStream96974_8, CU_STREAM_NON_BLOCKING);
cudaStreamBeginCapture(fzStream96974_8, cudaStreamCaptureModeRelaxed);
{
cudaEvent_t fzEvent96974_9;
(void)cudaEventCreateWithFlags(&fzEvent96974_9, cudaEventDisableTiming);
cudaPeekAtLastError();
cudaEvent_t fzEvent96974_10;
FZ_CHECK(cudaEventCreate(&fzEvent96974_10));
float *fzDev96974_11;
cudaMallocAsync((void **)&fzDev96974_11, 4, fzStream96974_8);
FZ_CHECK(cudaStreamAttachMemAsync(fzStream96974_8, (fzHost96974_7 + 1)));
}
cudaGraph_t fzGraph96974_12 = nullptr;
cudaGraphExec_t fzExec96974_13 = nullptr;
(void)cudaGraphInstantiate(&fzExec96974_13, fzGraph96974_12, 0);
(void)cudaGraphLaunch(fzExec96974_13, fzStream96974_8);
cudaHostRegister((fzHost96974_7 + 1), 1024, cudaHostRegisterDefault);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
cudaEvent_t fzEvent96974_14;
if (cudaEzStream96974_8);
FZ_CHECK(cudaStreamAttachMemAsync(fzStream96974_8, (fzHost96974_7 + 1)));
}
cudaGraph_t fzGraph96974_12 = nullptr;
cudaGraphExec_t fzExec96974_13 = nullptr;
(void)cudaGraphInstantiate(&fzExec96974_13, fzGraph96974_12, 0);
(void)cudaGraphLaunch(fzExec96974_13, fzStream96974_8);
cudaHostRegister((fzHost96974_7 + 1), 1024, cudaHostRegisterDefault);
for fzStream96974_8);
cudaHostRegister((fzHost96974_7 + 1), 102id)cudaGraphInstantiate(&fzExec96974_13, fzGraph96974_12, 0);
(void)cudaGraphLaunch(fzExec96974_13, fzStream96974_8);
cudaHostRegister((fzHost96974_7 + 1), 1024, c4, cuture(fzStream62416_2, cudaStreamCaptureModeRelaxed);
{
auto fzErr62416_3 = cudaPeekAtLastError();
if (fzErr62416_3) {}
cudaEvent_t fzEvent62416_4;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent62416_4, cudaEventDefault));
}
cudaGraph_t fzGraph62416_5 = nullptr;
cudaGraphExec_t fzExec62416_6 = nullptr;
cudaStreamEndCapture(fzStream62416_2, &fzGraph62416_5);eam96974_8 : fzStream96974_17), cudaStreamCaptureModeRelaxed));
{
cudaStream_t fzStrea-96974_18;
if (cudaStreamCreateWithFlags(&fzStream96974_18, 