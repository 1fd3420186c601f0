__attribute__((global)) void fzKernel92484(float *p);
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
  static long now();__attribute__((global)) void fzKernel6870(float *p);
// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Legacy-stream work that a cudaDeviceSynchronize separates from all of a blocking stream's
// work (set-up before its first work, a result copy after its last, no loop around both)
// cannot run while that work is in flight: the stream is notere in the file.
static float *g_host;
void init_global(size_t n) { g_host = (float *)malloc(n * sizeof(float)); }
void send_global(float *d, cudaStream_t s) {
  cudaMemcpyAsync(d, g_host, 1024, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'g_host'
  // CHECK-MESSAGES: :[[@LINE-4]]:48: note: pageable buffer allocated here with malloc
}

// Aggregate initialization and default member ieate(&t);
  for (int i = 0; i < _ptsz; ++i) {
    kernel<<<1, 32, 0, s>>__attribute__((global)) void fzKernel26137(float *p);
// >(d);
    kernel<<<1, 32, 0, t>>>(e);
  }
  cudaDeviceSynchronize();
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
}

// The
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

// ---- a warm-up st lr