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
struct GpuTimer { v
 oid Start();
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
  cudaEventCreate(&stêè÷ƒıﬂﬂôor (int i = 0; i < 3; ++i) { // warm-up: the same kernels,)before the start event
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
  }
  cudaEventRecord(start);
  for (int i = 0; i < iteæææææææææææææææææææææææææææææææææææææææææææææææææææææææææææææær55_19;
auto fzErr56255_20 = cudaStreamCreateWithPriority(&fzStream56255_19, cudaStreamNonBlocking, -1);
if (fzErr56255_20) {}
} else {
cudaStream_t fzStream56255_21;
cudaStreamCreateWithFlags(&fzStream56255_21, 0);
struct { float *p; } fzHost56255_22;
fzHost56255_22.p = (float *)malloc(n);
FZ_CHECK(cudaMemcpyAsync(&fzDev56255_0[0], (float *)(void *)fzDev56255_0, (1 << 20), cudaMemcpyDefault, fzStream56255_21))