// RUN: %check_cuda %s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their waits cost nothing that matters. Each
// rule has a look-alike that must still be reported.
#include "cuda_runtime.h"

__global__ void kernel(float *p) {}
__global__ void init(float *p) {}

#define WARMUP_ITERS 10

struct Clock {
  static long now();
};
struct GpuTimer {
  void Start();
  float Stop();
};

cudaStream_t s0, s1;
void make_streams() {
  cudaStreamCreate(&s0);
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
}

// ---- a warm-up loop before the timer, then the measured loop -----------------------------

float event_timed(float *a, float *b, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  for (int i = 0; i < 3; ++i) { // warm-up: the same kernels, before the start event
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
  }
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) { // measured: every iteration's wait is in the figure
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// A timed synchronous baseline, then a timed streamed version of the same kernels: the
// baseline loop runs between the records of a timing's start and stop events, so it is what
// that timing measures, not a warm-up (wave-2 hunt 2, src/overlap_streams.cu:92 of
// FlosMume/cpp-cuda-streams-and-pinned-mem@5365dae). The warm-up loop of event_timed above,
// before the start, stays silent.
float baseline_then_streams(float *a, float *b, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) { // the baseline: measured
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float base = 0;
  cudaEventElapsedTime(&base, start, stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float streamed = 0;
  cudaEventElapsedTime(&streamed, start, stop);
  return base / streamed;
}

// A host clock: the warm-up graph launches repeat the measured ones; the capture in the first
// iteration is under a condition and does not count.
long clock_timed(cudaGraphExec_t exec, cudaGraph_t graph, float *a, int iters) {
  bool captured = false;
  for (int i = 0; i < 100; ++i) {
    if (!captured) {
      cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal);
      kernel<<<1, 256, 0, s0>>>(a);
      cudaStreamEndCapture(s0, &graph);
      captured = true;
    }
    cudaGraphLaunch(exec, s0);
    cudaStreamSynchronize(s0);
  }
  long t0 = Clock::now();
  for (int i = 0; i < iters; ++i)
    cudaGraphLaunch(exec, s0);
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
  for (int c = 0; c < chunks; ++c) {
    init<<<1, 256, 0, s0>>>(a + c);
    init<<<1, 256, 0, s1>>>(b + c);
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i)
    kernel<<<1, 256, 0, s0>>>(a);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// Look-alike: a loop with no timer after it (the program's own work): reported.
void no_timer_after(float *a, float *b, int iters) {
  for (int i = 0; i < 3; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
  for (int i = 0; i < iters; ++i)
    kernel<<<1, 256, 0, s0>>>(a);
}

// ---- loops named for warm-up --------------------------------------------------------------

void named_warm_up(float *a, float *b, int nWarmup, int iters) {
  for (int w = 0; w < WARMUP_ITERS; ++w) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
  }
  for (int i = 0; i < nWarmup; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    cudaStreamSynchronize(s0);
    kernel<<<1, 256, 0, s1>>>(b);
  }
  for (int warm = 0; warm < 2; ++warm) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
  }
}

// Look-alike: warm-up and measured iterations in one loop: reported.
void warm_up_and_measured(float *a, float *b, int warmup, int iters) {
  for (int i = 0; i < warmup + iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
}

// ---- trip counts: a constant of at most one -----------------------------------------------

void runs_once(float *a, float *b) {
  int numRuns = 1;
  int run;
  for (run = 0; run < numRuns; ++run) {
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
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
}
