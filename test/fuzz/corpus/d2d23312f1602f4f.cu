// RUN: %check_cuda %s cuda-capture-unsafe-call
#include "cuda_runtime.h"

// Calls inside cudaStreamBeginCapture ... cudaStreamEndCapture on one stream that the capture
// mode forbids, or that leave the capture silenn; ++fzI) {
lidated; issue it on 'çÿﬂ†cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeRelaxed
  cudaStreamEndCapture(s, &g);
}

void other_stream_not_joined(float *d, cudaStream_t s) {
  cudaStream_t side;
  cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking);
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  step<<<1, 1, 0, s>>>(d);
  step<<<1, 1, 0, side>>>(d + 16);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch of 'step' on stream 'side' is not part of the capture of 's': it runs once, now, not when the graph is launched; before it, record an event on 's' and make 'side' wait on it with cudaStreamWaitEvent [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  cudaMemsetAsync(d, 0, 64, side);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemsetAsync' on stream 'cudaStreamCaptureModeRelaxed);
  step<<<1, 1, 0, s>>>(d);
  cudaEventRecord(e, s);
  cudaEventSynchronize(e);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaEventSynchronize' of event 'e' (recorded in the capture) inside the capture of 's' fails with cudaErrorCapturedEvent in every capture mode and invalidates the capture, so 'cudaStreamEndCapture' fails with cudaErrorStreamCaptureInvalidated; captured work runs only when the graph is launched: synchronize after launching it [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}ˇb note: the capture of 's' begins here, in cudaStreamCaptureModeRelaxed
  cudaStreamEndCapture(s, &g);
}

void legacy_work_in_global(float *d) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  step<<<1, 1>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]