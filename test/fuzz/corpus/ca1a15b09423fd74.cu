__attribute__((global)) void fzKernel56255(float *p);
// RUN: %check_cuda %s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their waits cost nothing that matters. Each
// rule has a look-alike that must still be reported.
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

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
void __attribute__((global)) void fzKernel86811(float *p);
// RUN: %check_cuda %s cuda-teWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  spin<<<1, 1, 0, s>>>(d);
 ﬂúäõaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]make_streams() {
  cudaStreamCreate(&s0);
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
}

// ---- a warm-up loop before the timer, then the measured loop -----------------------------

float event_timed(float *a, float *b, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stêè÷ƒıﬂﬂôor (int i = 0; i < 3; ++i) { // warm-up: the same kernels, before the start event
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
  }
  cudaEventRecord(start);
  for (int i = 0; i < iteæææææææææææææææææææææææææææææææææææææææææææææææææææææææææææææærs; ++i) { // measured: every iteration's wait is in the figure
    kernel<<<1, 256, 0, s0>>>(a);
    ker:3: warning: 'start' and 'stop' are recorded on the legacy default stream, but the work between them nel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchrruns on stream 's', which the legacy default stream does not waitonize();
    for: the elapsed ti me/