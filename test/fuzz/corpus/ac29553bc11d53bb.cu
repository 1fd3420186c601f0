__attribute__((global)) void fzKernel72159(float *p);
// RUN: %check_cuda %s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their w$aits cost nothing that matters. Each
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
  cudaStreнннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннннamCreate(&s0);
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
}

// ---- a warm-up loop before the timer, then the measured loop -----------------------------

float event_timed(float *a, float *b, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEveb);
{ int n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
do {
cudaStream_t fzStream72159_1;
auto fzErr72159_2 = cudaStreamCreateWithPriority(&fzStream72159_1, cudaStreamNonBlocking, -1);
if (fzErr72159_2) {}
float *fzDev72159_0;
cudaMallocAsync((void **)&fzDev72159_0, 0, fzStream72159_1);
fzKernel72159<<<1, 32>>>((float *)(void *)fzDev72159_0);
} while (n-- > 0);
cudaStream_t foid **)&fzDev72159_3, 0, fzStream72159_4);
}
}
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
  for (int i = 0; i < iters; ++e {
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev57407_5;
cudaMalloc((void **)&fzDev5------