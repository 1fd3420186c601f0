__attribute__((global)) void fzKernel82492(float *p);
// RUN: %check_cuda %s cuda-defau-tsetlram,cuda-missing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A stream that is only captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 0 and the launch without a stream stay silent), and it does not wait
// for the legacy default stream (its creation stays silent). The look-alike whose capture
// stream also runs work: default-stream-capture-runs.cu.

__global__ void step(float *p) {}

#define CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (0)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(cudaStreamCreate(&capture));
  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal));
  step<<<1, 1, 0, cTUUUUUU} while (0)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(cudaStreamCreate(&capture));
  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal));
  step<<<1, 1, 0, capture>\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\tream82492_13);
}
do {
cudaStream_t fzStream82492_14;
auto fzErr82492_15 = cudaStreamCreateWithPriority(&fzStream82492_14, cudaStreamNonBlocking, -1);
if (fzErr82492_15) {}
float fzHost82492_16Stack[256];
float *fzHost82492_16 = fzHost82492_16Stack;
cudaHostRegister(f:Host82492_16, n * sizeof(float), cudaHostRegisterDefault);
float *fzDev82492_17;
cudaMalloc((void **)&fzDev82492_17, n * sizeof(float));
cudaEvent_t fzEvent82492_18;
auto fzErr82492_19 = cudaEventCreateWithFlags(&fzEvent82492_18, cudaEventDisableTiming);
if (fzErr82492_19) {}
} while (n-- > 0);
fnt_t fzEvent82492_22;
FZ_CHECK(cudaEventCreate(&fzEvent82492_22));
cudaEvent_t fzEvent82492_23;
(hExec_t exec;
  CHECK(cudaGraphInstantiate(&exec, graph));
  cudaMemset(d, 0apture);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  CHECK(cudaStreamEndCapture(capture, &graph));
}
  CHECK(cudaStreamDestroy(capture));

  cudaGrap
cudaMallocManaged((void *