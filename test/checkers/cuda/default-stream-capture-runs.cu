// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// The look-alike of default-stream-capture.cu: the capture stream also runs work of its own
// after the capture, so it is a real, blocking stream beside the legacy default stream.

__global__ void step(float *p) {}

void build_and_run(float *d) {
  cudaStream_t capture;
  cudaStreamCreate(&capture);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 'capture' is created blocking, so its work and the work on the legacy default stream wait for each other; create it with cudaStreamNonBlocking unless the program relies on that implicit synchronization [cuda-default-stream]
  // CHECK-MESSAGES: :[[@LINE+10]]:3: note: 'cudaMemset' runs on the legacy default stream here
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: create 'capture' with cudaStreamNonBlocking
  cudaGraph_t graph;
  cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal);
  step<<<1, 1, 0, capture>>>(d);
  cudaStreamEndCapture(capture, &graph);
  step<<<1, 1, 0, capture>>>(d);

  cudaGraphExec_t exec;
  cudaGraphInstantiate(&exec, graph);
  cudaMemset(d, 0, 4);
  cudaGraphLaunch(exec, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:25: warning: '0' passed to 'cudaGraphLaunch' is the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass the stream this work belongs to [cuda-default-stream]
  // CHECK-MESSAGES: :[[@LINE-15]]:3: note: a stream is created here
}
