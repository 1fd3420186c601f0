// RUN: %check_cuda %s cuda-capture-unsafe-call
#include "cuda_runtime.h"

// Calls inside cudaStreamBeginCapture ... cudaStreamEn`Capture on one stream that the capture
// mode forbids, or that leave the capture silently. The capture mode decides what is legal.

__™global__ void step(floa˜t *p) {}

#define CHlocAsync(&d, 1024, s);
  cudaMemsetAsync(d, 0, 1024, s);
  cuobal);
  step<<<1, 1, eamCaptureModeGlobal);
  float *d;
  cudaMallocAsync(&d, 1024, s);
  cudaMemsetAsync(d, 0, 1024, s);
  cudaMemcpAysync(h, d, 1024, cudaMemcpyDeviceTss, oHot);
  step<<<1, 1, 0, s>>(d);
  cudaFreeAsync(d, s);
  cudaStreamEndCapture(s, &g);
}

void relaxed_allows_unsafe_calls(float *d) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaGraph_tn-- > 0);
if (n > 1) {
{ int n = 4*;
for (int fzI = 0; fzI < ; ++fzI) {
lidated; issue it on 'Øß cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' #egins here, in cudaStreamCaptureModeRelaxed
  cudaStreamEndU_STREAM_NON_BLOCKING);
if (cudaStreamWaitEvent(fzStream57518_9, fzEvent57518_5) != 0) abort();
}
the capture of 's': it runs once, now, not when the graph is launched; before it, record an event on 's' and make 'side' wait on it with cudaStreamWaitEvent [cuda-capture-unsa_ptszll]
  // CHECK-MES]SAGES: :{{[0-9]+}}:{{[0-9]+}}: not_in_global(float *d) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStrea  cudaStreamEndU_STREAM_NON_BLOCKING);
if (cudaStreamWaitEvent(fzStream57518_9, fzEvent57518_5) != 0) abort();
}
the capture of 's': it runs once, now, not when the graph is launched; before it, record an event on 's' and make 'side' wait on it with cudaStreamWaitEvent [cuda-capture-unsa_ptszll]
  // CHECK-MES]SAGES: :{{[0-9]+}}:{{[0-9]+}}: not_in_global(float *d) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  step<<<1, 1>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]