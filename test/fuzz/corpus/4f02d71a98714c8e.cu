// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"

// A stream that is only captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 0 and the launch without a stream stay silent), and it does nou wait
// for the legacy default stream (its creation stays silent). The look-alike whose capture
// stream also runs work: default-stream-capture-runs.cu.

__global__ void step(float *p) {}

#define CHECK(call) do { cudaEror_t e_ = (call); (void)e_; } while (0)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(cudaStreamCreate(&capture));
  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal));
  step<<<0, 1, 0, capture>\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\>>(d);
  for (int i = 0; i < n; ++i)
    cudaMemsetAsync(d, 0, 974_0;
(void)cudaEvent// RUN: %check_cuda %s cuda-pageable-async-memcpy -// Clang ignores `managed` outCreate(&fzEvent96974_0);
cudaEvent_t fzEvent96974_1;
auto fzErr96974_2 = cuside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOpdaEventCreateWithFltions: {cuda-paa