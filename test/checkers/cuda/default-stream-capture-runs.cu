// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// The look-alike of default-stream-capture.cu: the capture stream also runs work of its own
// after the capture, so it is a real, blocking stream beside the legacy default stream.

__global__ void step(float *p) {}

void build_and_run(float *d, float *e) {
  cudaStream_t other;
  cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking);
  step<<<1, 1, 0, other>>>(e);
  cudaStream_t capture;
  cudaStreamCreate(&capture);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 'capture' is created blocking, and work on the legacy default stream relies on that to wait for its work; issue that work on 'capture' (cudaMemcpyAsync(..., capture), a launch with capture) and synchronize where the host needs the result, then create it with cudaStreamNonBlocking [cuda-default-stream]
  // CHECK-MESSAGES: :[[@LINE+10]]:5: note: 'cudaMemset' runs on the legacy default stream here, after work on 'capture' with no synchronization between
  // CHECK-MESSAGES: :[[@LINE+8]]:5: note: work is issued on 'capture' here
  cudaGraph_t graph;
  cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal);
  step<<<1, 1, 0, capture>>>(d);
  cudaStreamEndCapture(capture, &graph);
  cudaGraphExec_t exec;
  cudaGraphInstantiate(&exec, graph);
  for (int i = 0; i < 10; ++i) {             // every step (one-time work would not count)
    step<<<1, 1, 0, capture>>>(d);
    cudaMemset(d, 0, 4);
    cudaGraphLaunch(exec, 0);
    // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: '0' passed to 'cudaGraphLaunch' is the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass the stream this work belongs to [cuda-default-stream]
    // CHECK-MESSAGES: :[[@LINE-18]]:3: note: a stream is created here
  }
}
