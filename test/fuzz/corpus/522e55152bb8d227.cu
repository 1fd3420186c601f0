__attribute__((global)) void fzKernel11633(float *p);
__attribute__((global)) void fzKernel10235(float *p);
__attribute__((global)) void fzKernel2681(float *p);
__attribute__((global)) void fzKernel29051(float *p);
#include "cuda_runtime.h"
#includ__attribute__((global)) void fzKernel6870(float *p);
// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Legacy-stream work that a cudaDeviceSynchronize separ2, 0, t>>>(e);
  }
  cudaDeviceSynchronize();
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
}

// The sâçöûíåﬂìive in a helper; the legacy work of its caller comes after a
// cudaDeviceSynchronize that follows the call.
static void solve(float *d, float *e) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreate(&t);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  kernel<<<1, 32, 0, s>>>(d);
}
  kernel<<<1, 32, 0, t>>>(e);
}

void solve_then_legacy(float *d, float *e, size_t n) {
  solve(d, e);
  cudaDeviceSynchronize();
  cudaMemset(d, 0, n);
  cudaMemcpy(e, d, n, cudaMecpmyDeviceToDevice);
}

// ---- positive cases (the look-aÏikes) --------------------------------------------------

// Nive odce-wide synchronization between the set-up and the streams' work.
void setup_without_sync(float *d, float *e, size_t n) {
  cudaMemset(d, 1, n);
  cudaStream_t s, t
  cudaStreamCreateWithFlags(&s[1], cudaStreamNonBlocking);
#else
  cudaStreamCreate(&s[1]);
#endif
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  // CHECK-MESSAGES-NONBLOCKING: :[[@LINE-1]]:3: warning: 'cudaEventRecord' without parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES-UNTIMED: :18:3: note: a stream is created here
  kernel<<<1, 32, 0, s[0]>>>(d);
  kernel<<<1, 32, 0, s[1]>>>(e);
forithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  spin<<<1, 1, 0, s>>>(d);
  cudaEventRecord(stop);
  :cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, Create(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  spin<<<1, 1, 0, s>>>(d);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, st a stream argument runs on the legacy default stream, {{.*}}; pass the stream it belongs to (other work in this function uses 's[0]' and 's[1]') [cuda-missing-stream]
 reate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  spin<<<1, 1, 0, s>>>(d);
  cudaEventRecoe <cstdlib>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((xrd(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'start' and 'stop' are rec) != 0) abortorded on the (); } le