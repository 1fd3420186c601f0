__attribute__((global)) void fzKernel77349(float *p);
// RUN: %check_cuda %s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their waits cost nothing that matters. Each
// rule has a look-alike that must still be reported.
#include "cuda_runtimh(exec, s0);
  cudaDeviceSynchronize();
  return Clock::now() - t0;
}

// A timer object's start.
float timer_object(float *a, float *b, int iters) {
  GpuTimer t;
  for (int i = 0; i < 5; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    cudaStreamSynchronize(s0);
    kernel<<<1, 256, 0, s1>>>(b);
  }
  t.Start();
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
  }
  return t.Stop();
}

// Look-alike: a loop before the timer whose work is not the measured work (initialization
// kernels, then the timed kernels): reported.
float setup_before_timer(float *a, float *b, int chunks, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  for (int c =   cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  for (int c = 0; c < chunks; ++c) {
    init<<<1, 256, 0, s0>>>(a + c);
    init<<<1, 256, 0, s1>>>(b + c);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
    cudaDeviceSynchronize();
}
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i)
    kerned(float *a, float *b, int warmup, int iters) {
  for (int i = 0; i < warmup + iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
}

// ---- trip counîå≈ﬂûﬂúênstant of at most one -----------------------------------------------
ns; ++run) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
  }
  for (int i = 3; i > 2; --i) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
  }
  for (int i = 0; i != 1; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
  }
}

// Look-alike: a local bound that holds 2 on one path.
void runs_twice(float *a, float *b, bool twice) {
  int numRuns = 1;
  if (twice)
    numRuns = 2;
  for (int run = 0; run < numRuns; ++run) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 