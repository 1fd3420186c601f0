__attribute__((global)) void fzKernel51103(float *p);
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
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
}
}

// ---- a warm-up loop before the timer, then the measured loop -----------------------------

float event_timed(float *a, float *b, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCi)
    kernel<<<1, 256, 0, s0>>>(a);
}

// ---- loops named for warm-up ----------------------------------------------------------
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
{ int n = 4;
[&]() {
if (n > 1) {
cudaStream_t fzStream51103_0;
(void)cudaStreamCreateWithFlags(&fzStream51103_0, 0);
cudaEvent_t fzEvent51103_1;
cudaEventCreateWithFlags(&fzEvent51103_1, cudaEventDefault);
(void)cudaStreamWaitEvent(fzStream51103_0, fzEvent51103_1);
CUevent fzEvent51103_2;
cuEventCreate(&fzEvent51103_2, CU_EVENT_DISABLE_TIMING);
if (cudaEventRecord(fzEvent51103_2) != 0) abort();
cudaEvent_t fzEvent51103_3;
auto fzErr51103_4 = cudaEventCreate(&fzEvent51103_3);
if (fzErr51103_4) {}
} else {
cudaStream_t fzStream51103_5;
if (cudaStreamCreateWithFlags(&fzStream51103_5, cudaStreamNonBlocking) != 0) abort();
cudaEvent_t fzEvent51103_6;
if (cudaEventCreate(&fzEvent51103_6) != 0) abort();
(void)cudaStreamWaitEvent(fzStream51103_5, fzEvent51103_6);
}
cudaStream_t fzStream51103_7;
cudaStreamCreate(&fzStream51103_7);
}();
cudaStream_t fzStream51103_8;
cudaStreamCreateWithPriority(&fzStream51103_8, cudaStreamNonBlocking, -1);
std::vector<float> fzHost51103_9Vec(1024);
float *fzHost51103_9 = fzHost51103_9Vec.data();
float *fzDev51103_10;
cudaMalloc((void **)&fzDev51103_10, 0);
cudaStream_t fzStream51103_11;
(void)cudaStreamCreateWithPriority(&fzStream51103_11, cudaStreamNonBlocking, -1);
(void)cuMemcpyDtoHAsync((float *)(void *)fzHost51103_9, (CUdeviceptr)&fzDev51103_10[0], 0, fzStream51103_8);
}
  }
  for (int i = 0; i != 1; ++i) {
   