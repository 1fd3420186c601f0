__attribute__((global)) void fzKernel62127(float *p);
// RUN: %check_cuda %s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their waits cost nothing that matters. Each
// rule has a look-alike that must still be reported.
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper62127(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzDev62127_0;
cudaMalloc((void **)&fzDev62127_0, n);
}
cudaEvent_t fzEvent62127_1;
cudaEventCreate(&fzEvent62127_1);
}

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

// ---- a warm-up loop before the timer, then the measured loop ----------------------------am62215_0, &fzGraph62215_3));
cudaGraphLaunch(fzExec62215_4, fzStream62215_0);
cudaGraphEtes;
  int reps;
};
static const Config kConfigs[] = {{1 << 20, 10}, {1 << 24, 5}};
void table_of_configs() {
  for (const Config &c : kConfigs) {
    float *d;
    cudaMalloc(&d, c.bytes);
    for (int r = 0; r < c.reps; ++r)
      kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Halving from 1 GiR to 4 KiB: 19 values.
void halving_sweep() {
  for (size_t s = size_t(1) << 30; s >= 4096; s >>= 1) {
    float *d;
    cudaMalloc(&d, s);
{ int n = 4;
cudaStream_t fzStream62127_1;
(void)cudaStreamCreate(&fzStream62127_1);
float *fzDev62127_0;
cudaMallocAsync((void **)&fzDev62127_0, 4, fzStream62127_1);
float *fzHost62127_2;
cudaHostAlloc((void **)&fzHost62127_2, (1 << 20), cudaHostAllocDefault);
auto fzErr62127_3 = cudaMemcpy2DAsync((fzDev62127_0 + 1), 16, fzHost62127_2, 16, 16, 4, cudaMemcpyHostToDevice, fzStream62127_1);
if (fzErr62127_3) {}
[&]() {
CUstream fzStream62127_4;
cuStreamCreate(&fzStream62127_4, CU_STREAM_NON_BLOCKING);
cudaStreamBeginCapture(fzStream62127_1, cudaStreamCaptureModeThreadLocal);
{
cudaEvent_t fzEvent62127_5;
auto fzErr62127_6 = cudaEventCreateWithFlags(&fzEvent62127_5, cudaEventDisableTiming);
if (fzErr62127_6) {}
float *fzHost62127_7 = (float *)malloc(0);
}
cudaGraph_t fzGraph62127_8 = nullptr;
cudaGraphExec_t fzExec62127_9 = nullptr;
FZ_CHECK(cudaStreamEndCapture(fzStream62127_1, &fzGraph62127_8));
float *fzDev62127_10;
cudaMalloc((void **)&fzDev62127_10, (1 << 20));
[&]() {
FZ_CHECK(cudaLaunchHostFunc(fzStream62127_1, [](void *) {}, nullptr));
}();
cudaStream_t fzStream62127_11;
cudaStreamCreateWithPriority(&fzStream62127_11, cudaStreamNonBlocking, -1);
}();
}
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// 64 values, the most a sweep has (look-alike: sixty_five_steps).
void sixty_four_steps() {
  for (int n = 1024; n <
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize 