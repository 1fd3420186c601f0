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
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaEventCreloat *p);
__attribute__((global)) void fzKernel32298(float *p);
__attribute__((global)) void fzKernel14475(float *p);
__attribute__((global)) void fzKernel59477(float *p);
__attribute__((global)) void fzKernel66485(float *p);
for (int fzLoop = 0; fzLoARMUP_ITERS; ++w) {
    kernel<<<1, kernel<<<1, 256, 0, s0>>>(a);
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
   