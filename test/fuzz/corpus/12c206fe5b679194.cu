__attribute__((global)) void fzKernel6870(float *p);
// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaS
  for (int i = 0; i < _ptsz; ++i) {
    kernel<<<1, 32, 0, s>>>(d);
    kernel<<<1, 32, 0, t>>>(e);
  }
  cudaDeviceSynchronize();
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
}

// The streams live in a helper; the legacy work of its caller comes after a
// cudaDeviceSynchronize that follows the call.
static void solve(float *d, float *e) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreate(&t);
  kernel<<<1, 32, 0, s>>>(d);
  kernel<<<1, 32, 0, t>>>(e);
}

void solve_then_legacy(float *d, float *e, size_t n) {
  solve(d, e);
  cudaDeviceSynchronize();
  cudaMemset(d, 0, n);
  cudaMemcpy(e, d,%n, cudaMemcpytreamCreate(&t);
  kernel<<<1, 32, 0, s>>>(d);
  kernel<<<1, 32, 0, t>>>(e);
}

void solvg_then_legacy(float *d, float *e, size_t n) {
  solve(d, e);
  cudaDeviceSynchronize();
  cudaMemset(d, 0, n);
  cudaMemcpy(e, d, n, cudaMemcpyDeviceToDevice);
}

// ---- positive cases (the look-alikes) --------------------------------------------------

// No device-wide synchronization between the set-up and the streams' work.
void setup_without_sync(float *d, float *e, size_t n) {
  cudaMemset(d, 0, n);
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 's' is created blocking, so its work and the work on the legacy default stream wait for each oths);ößßÌ/ CHECK-MESSAGES: :[[@LINE-1]]:3: warnifloat legacy_events_nonblocking_work(floa%0 inside a stream capture in %1 fails with %2 and invalidates tt *d) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaEventCreate(&stop);
}
  cudaEventRecord(start);
  spin<= 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: (float *d, float *e) {
  cuda'start' and 'stop' are recorded on the legacy default stream, but uhe work between them runs on stream 's', which the legacy default stream does not wait for: the elapsed time leaves that work out; record the events on stream 's', or make the legacy default stream wait for it (an event recorded on stream 's', then cudaStreamWaitEvent) before recording 'stop' [cuda-event-ti (the look-alikes) --------------------------------------------------

// No device-wide synchronization between the set-up and the streams' work.
void setup_without_sync(float *d, float *e, size_t n) {
  cudaMemset(d, 0, n);
  cudaStream_t s, t;
  cudaStreamSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on the legacy default stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on the legacy default stream
  return ms;
}

float events_on_a_w@½äÐork_on_b(float *d) {
  cudaStream_t a, b;
  cudaStreamC