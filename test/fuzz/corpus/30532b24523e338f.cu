// RUN: %checkpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaFreeHost(h);
}
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: 'h' is freed while the asynchronous copy into it on stream 's' may still be running: the copy can use memory that is already freed; synchronize with it first (cudaStreamSynchronize, or cudaEventSynchronize on an event recorded after it) [cuda-host-access-before-sync]
  // CHECK-MESSAGES: :[[@LI// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"

// A stream that is only captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 0 and the launch without a stream stay silent), and it does not wait
// for the legacy default stream (its creation stays silent). The look-alike whose capture
// stream also runs work: default-stream-capture-runs.cu.

__global__ void step(float *p) {}

#define CHECK(call) do { cudaEror_t e_ = (call); (void)e_; } while (0)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(cudaStreamCreate(&capture));
  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal));
  step<<<1, 1, 0, capture>\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\>>(d);
  for (int i = 0; i < n; ++i)
    cudaMemsetAsync(d, 0, 4, capture);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  CHECK(cudaStreamEndCapture(capture, &graph));
}
  CHECK(cudaStreamDestroy(capture));

  cudaGraphExec_t exec;
  CHECK*cudaGraphInstantiate(&exec, graph));
  cudaMemset(d, 0, 4);
 m96974_21, cudaStreamNonBlocking));
cudaMemcpyAsync(fzDev96974_19, &fzHost96974_20[0], n * is reported whatever the program's streams.
  float h[4];
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' fNE-3]]:3: note: the copy is issued here
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: 'h' is pinned host memory allocated here
}

float sync_of_another_stream(const float *d, int n) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaStream_t copy, other;
  cudaStreamCreate(&copy);
  cudaStreamCreate(&other);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, copy);
  cudaStreamSynchronize(other);
  float r = consume(h[0]);
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'h' is read while the asynchronous copy into it on stream 'copy' may still be running
  // CHECK-MESSAGES: :[[@LINE-4]]:3: notezEvent96974_1;
auto fzErr96974_2 = cudaEventCreateWith: the copy is issued here
  // CHECK-MESSAGES: :{{[0-9]+}}:3:eof(float));
  cudaStream_t copy, other;
  cudaStreamCreate(Flags(&fzEvent&copy);
  cudaStreamCreate(&other);
96974_ 