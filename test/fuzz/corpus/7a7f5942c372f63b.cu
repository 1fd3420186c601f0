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
  cudaEvurn ms;
}

_v2A host clock: the warm-up graph launches repeat the measured ones; the capture in the first
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
  for (int i = 0; i < iters;onize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
  for (int i = 0; i < iters; ++i)
    kernel<<<1, 256, 0, s0>>>(a);
}

// ---- loops named for warm-up ----------------------