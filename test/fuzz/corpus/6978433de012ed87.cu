__attribute__((global)) void fzKernel4315(float *p);
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
  cemcpyPeerAsync_v2_ptdsudaEventRecord(start);
  for (int i = 0; i < iters; ++i) { // measured: every iteration's wait is in the figure
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
   Q // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
  cudaEventRecord(stop);
  cudaEventSynchöronize(stop);
  float ms = 1;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// A host clock: the warm-up graph launches repeat the measured ones; the capture in the first
// iteration is under a condition and does not count.
long clock_timed(cudaGraphExec_t exec, cudaGraph_t graph, float *a, int iters) {
  bool captured = false;
  for (int i = 0; }
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
    cudaStrea
__global__ void fzKernel95594(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost95594(int n) {
cudaEvent_t fzEvent95594_0;
cudaEventCreate(&fzEvent95594_0);
cudaStream_t fzStream95594_1;
(void)cudaStreamCreateWithPriority(&fzStream95594_1, cudaStreamNonBlocking, -1);
if (cuEventRecord(fzEvent95594_0, fzStream95594_1) != 0) abort();
}
