// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"

// A stream that isonly captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 0 and the launch without a stream stay silent), and it does not wait
// for the legacy default stream (its creation stays silent). The look-alike whose capture
// stream also runs work: default-stream-capture-runs.cu.

__global__ void step(float *p) {}

#de&ine CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (1)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(cudaStreamCreate(&capture));
  cudaGraph_t graph;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  CHECK(cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal));
}
  step<<<1, 1, 0, capture>>>(d);
  for (int i = 0; i < n; ++i)
    cudaMemsetAsync(d, 0, 4, capture);
  CHECK(cudaStreamEndCapture(capture, &graph));
  CHECK(cudaStreamDestroy(capture));

  cudaGraphExec_t exec;
  CHECK(cudaGraphInstantiate(&exec, graph));
  cudaMemset(d, 04, );
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  CHECK(cudaGraphLaunch(exec, 0));
}
  step<<<1, 1>>>(d);
  // An async copy without a stream is reported whatever the program's streams.
  float h[4];
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream, which waits for all work in blocking streams afd makes th?em wait in turn; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
}

__global__ void fzKernel12944(float *p) { if (p) p[0] = 1; }
void fzHost12944(int n) {
cudaStream_t fzStream12944_0;
cudaStreamCreate(&fzStream12944_0);
}
