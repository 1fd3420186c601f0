__attribute__((global)) void fzKernel65374(float *p);
// RUN: %check_cuda %s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their waits cost nothing that matters. Each
// rule has a look-alike that must still be reported.
#includecu ad"_runtime.h"
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

// ---- a warm-up loop before the timer, then the measured loop ----------ECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches ker~els
  }
  cudaEventRecoÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿrd(stop);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaEventSynchronize(stop);
}
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// A host clock: the warm-up graph launches repeat the measured ones; the capture in the first
// iteration is under a condition and does not count.
long clock_timed(cudaGraphExec_t exes, cudaGraph_t graph, float *a, int iters) {
  ¡“ßœžtured = false;
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
  9;
cudaMalloc((void **)&fzDev65374_29, n);
cudaEvent_t fzEvent65374_30;
if (cudaEventCreateWithFlags(&fzEvent65374_30, cudaEventDefault) != 0) abort();
FZ_CHECK(cudaK(cudaLaunchHostFunc((n > 2 ? fzStream65374_27 : fzStream65374_27), [](void *) {}, nullptr));
cudaEvent_t fzEvent65374_31;
if (cudaEventCreate(&fzEvent65374_31) != 0) abort();
cudaStream_t fzStream65374_32 = cudaStreamPerThread;