// RUN: %check_cuda %s cuda-missing-stream
// RUN: %check_cuda --check-suffix=NOWAIT %s cuda-missing-stream -- -DNO_FINAL_WAIT
// RUN: %check_cuda --check-suffix=NONBLOCKING %s cuda-missing-stream -- -DNON_BLOCKING
#include "cuda_runtime.h"

// Issue 15, held-out round 23 (brucefan1983/GPUMD@d98135d src/force/nep_multigpu.cu:1554,
// :1788): member streams created in a constructor, whose every piece of work is issued by one
// compute step that ends with a wait for every GPU. Their work is in flight only between the
// step's first stream work and that wait: a legacy scatter before it (the streams' work then
// waits for it, the order the program relies on) and a legacy gather after it run beside no
// stream work. Look-alikes: the step does not wait at its end (NOWAIT: the next step's
// scatter runs while the last step's work may be in flight), or the streams are non-blocking
// (NONBLOCKING: the scatter is unordered with the streams' work that reads its output).

__global__ void kernel(float *p) {}

struct PerGpu {
  cudaStream_t stream;
  float *d;
};

class Multi {
  PerGpu g[16];
  int n;

public:
  explicit Multi(int ngpu);
  void compute(float *staging);
};

Multi::Multi(int ngpu) : n(ngpu) {
  for (int gpu = 0; gpu < n; ++gpu) {
    cudaSetDevice(gpu);
#ifdef NON_BLOCKING
    cudaStreamCreateWithFlags(&g[gpu].stream, cudaStreamNonBlocking);
#else
    cudaStreamCreate(&g[gpu].stream);
#endif
  }
}

void Multi::compute(float *staging) {
  cudaSetDevice(0);
  for (int gpu = 0; gpu < n; ++gpu)
    kernel<<<1, 64>>>(staging);
  // CHECK-MESSAGES-NOWAIT: :[[@LINE-1]]:5: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream, {{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES-NONBLOCKING: :[[@LINE-2]]:5: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream, {{.*}} [cuda-missing-stream]
  for (int gpu = 0; gpu < n; ++gpu) {
    cudaSetDevice(gpu);
    kernel<<<1, 64, 0, g[gpu].stream>>>(g[gpu].d);
  }
#ifndef NO_FINAL_WAIT
  for (int gpu = 0; gpu < n; ++gpu) {
    cudaSetDevice(gpu);
    cudaDeviceSynchronize();
  }
#endif
}
// CHECK-MESSAGES-NOT: warning:
