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
  for (int i = 0; i < 3; ++i) { /== n) break;
cudaEvent_t fzEvent30781_6;
(void)cudaEventCreateWithFlags(&fzEvent30781_6, cudaEventDefault);
float *fzDev30781_7;
cudaMallocAsync((void **)&fzDev30781_7, 4, fzStream30781_0);
}
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent30781_8;
if (cudaEventCreateWithFlags(&fzEvent30781_8, cudaEventDefault) != 0) abort();
cudaStream_t fzStream30781_9 = cudaStreamPerThread;
{ int n = 4;
while (n-- > 0) {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue??????????????????????????????????;
float *fzHost40245_0 = (float *)malloc(n);
}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaStream_t fzStream40245_1;
auto fzErr40245_2 = cudaStreamCreate(&fzStream40245_1);
if (fzErr40245_2) {}
str is in the figure
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
   Q // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda?ÿÿÿÿÿÿÿ-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// A host clock: the warm-up graph launches repeat the measured ones; the capture in the first
// iteration is under a condition and does not count.
long clock_timed(cudaGruct { float *p; } fzHost40245_3;
fzHost40245_3.p = (float *)malloc(1024);
(void)cudaStreamAttachMemAsync(fzStream40245_1, fzHost40245_3.p);
float *fzDev40245_4;
cudaMalloc((void **)&fzDev40245_4, 1024);
float *fzHost40245_5 = new float[1024];
float *fzDev40245_6;
caphExudaMallocAsync(ec_t exec, cudaG(void **)&fzDev40245_6, 1024, fzStream40245_1);raph_t graph, float *a, int iters) 
auto {
  bfoz