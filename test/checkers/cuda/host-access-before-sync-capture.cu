// RUN: %check_cuda %s cuda-host-access-before-sync
#include "cuda_runtime.h"
#include <cstdlib>
#include <cstring>

// A copy recorded by a stream capture does not run until a graph made from the capture is
// launched: a host read of its destination after the capture, with no launch in between, reads
// what was there before, however the stream is synchronized (wave-2 hunt 6,
// lighttransport/gemm@5c49ba4 cuda/hy3d_paint/paint_stage_unet.c:917-921).

__global__ void step(float *d) {}

// ---- positive cases --------------------------------------------------------------------

float read_without_launch(float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaGraph_t g;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
  step<<<1, 1, 0, s>>>(d);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaStreamEndCapture(s, &g);
  cudaGraphInstantiate(&exec, g, 0);
  cudaStreamSynchronize(s);
  return h[0];
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'h' is read before the copy into it has run: the capture of stream 's' only records it, and no graph made from the capture is launched before this read, so the host reads the data from before it; launch the graph (cudaGraphLaunch) and synchronize before reading [cuda-host-access-before-sync]
  // CHECK-MESSAGES: :[[@LINE-6]]:3: note: the copy is recorded here
  // CHECK-MESSAGES: :[[@LINE-12]]:3: note: 'h' is pinned host memory allocated here
}

// The step's body in a function of its own, its result in a member of the state it is given.
struct Step {
  float *pinned;
  float *d;
  int n;
};
static void step_body(Step *st, cudaStream_t s) {
  step<<<1, 1, 0, s>>>(st->d);
  cudaMemcpyAsync(st->pinned, st->d, st->n * sizeof(float), cudaMemcpyDeviceToHost, s);
}
float capture_step(Step *st, cudaStream_t s, cudaGraphExec_t *exec) {
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
  step_body(st, s);
  cudaStreamEndCapture(s, &g);
  cudaGraphInstantiate(exec, g, 0);
  cudaStreamSynchronize(s);
  return st->pinned[0];
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'st->pinned' is read before the copy into it has run: the capture of stream 's' only records it
  // CHECK-MESSAGES: :[[@LINE-6]]:3: note: 'step_body', called here while stream 's' is being captured, records a copy into it
  // CHECK-MESSAGES: :[[@LINE-12]]:3: note: the copy is recorded here
}

// Whatever the memory: a captured copy into malloc'd memory has not run either.
float pageable_destination(float *d, int n, cudaStream_t s) {
  float *h = (float *)malloc(n * sizeof(float));
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaStreamEndCapture(s, &g);
  cudaStreamSynchronize(s);
  return h[0];
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'h' is read before the copy into it has run
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: the copy is recorded here
}

// ---- look-alikes that must stay silent ------------------------------------------------

// The step's body captured, then the graph launched before the read.
float capture_step_and_launch(Step *st, cudaStream_t s, cudaGraphExec_t *exec) {
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
  step_body(st, s);
  cudaStreamEndCapture(s, &g);
  cudaGraphInstantiate(exec, g, 0);
  cudaGraphLaunch(*exec, s);
  cudaStreamSynchronize(s);
  return st->pinned[0];
}

// Run eagerly (no capture): an ordinary copy, waited for.
float eager_step(Step *st, cudaStream_t s) {
  step_body(st, s);
  cudaStreamSynchronize(s);
  return st->pinned[0];
}

// The graph is launched before the read.
float launched_then_read(float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaGraph_t g;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
  step<<<1, 1, 0, s>>>(d);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaStreamEndCapture(s, &g);
  cudaGraphInstantiate(&exec, g, 0);
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  return h[0];
}

// Captured once, launched on every step, read after each launch.
float replayed(float *d, int n, int steps, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaGraph_t g;
  cudaGraphExec_t exec;
  float sum = 0;
  for (int i = 0; i < steps; ++i) {
    if (i == 0) {
      cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
      step<<<1, 1, 0, s>>>(d);
      cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
      cudaStreamEndCapture(s, &g);
      cudaGraphInstantiate(&exec, g, 0);
    }
    cudaGraphLaunch(exec, s);
    cudaStreamSynchronize(s);
    sum += h[0];
  }
  return sum;
}

// A captured upload: filling its source before the launch is how the graph is fed.
void captured_upload(float *d, const float *src, int n, int steps, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaGraph_t g;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  step<<<1, 1, 0, s>>>(d);
  cudaStreamEndCapture(s, &g);
  cudaGraphInstantiate(&exec, g, 0);
  for (int i = 0; i < steps; ++i) {
    memcpy(h, src + i * n, n * sizeof(float));
    cudaGraphLaunch(exec, s);
    cudaStreamSynchronize(s);
  }
}

// A function of the project between the capture and the read may launch the graph.
void run_graph(cudaGraphExec_t exec, cudaStream_t s);
float launched_by_a_helper(float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaGraph_t g;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaStreamEndCapture(s, &g);
  cudaGraphInstantiate(&exec, g, 0);
  run_graph(exec, s);
  cudaStreamSynchronize(s);
  return h[0];
}

// The copy before the capture is an ordinary one: waited for, then read.
float eager_then_captured(float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  float first = h[0];
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
  step<<<1, 1, 0, s>>>(d);
  cudaStreamEndCapture(s, &g);
  return first;
}
