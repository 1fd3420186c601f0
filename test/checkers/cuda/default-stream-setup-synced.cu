// RUN: %check_cuda %s cuda-default-stream
// RUN: %check_cuda %s cuda-default-stream -- -DSYNC_ONE_LATE
// RUN: %check_cuda %s cuda-default-stream -- -DNO_SYNC
#include "cuda_runtime.h"
#include <cstdlib>

// Reduced from sylvia-ymlin/GPU-Programming@23cadc1 mnist-cuda/src/v6.cu:391 (held-out round 10):
// two blocking streams whose only legacy-stream work is a synchronous set-up upload before any
// stream work and a result copy after each stream was synchronized. Nothing of theirs can be in
// flight beside either: the creation is not reported (and cudaStreamNonBlocking would let the
// first kernels race the upload). Look-alikes: the result copy before the synchronization of the
// streams (SYNC_ONE_LATE: one stream synchronized after it), or with no synchronization at all
// (NO_SYNC), where the copy relies on the blocking streams: reported until stop 42, silent since:
// the copy runs once, after the loop (default-stream-recurring.cu).
// CHECK-MESSAGES-NOT: warning:

__global__ void step(float *w, float *x) { w[threadIdx.x] += x[threadIdx.x]; }

struct Net {
  float *w, *x[2];
  cudaStream_t s[2];
};

static void init(Net &n) {
  cudaMalloc(&n.w, 1024);
  for (int i = 0; i < 2; i++) {
    cudaMalloc(&n.x[i], 1024);
    cudaStreamCreate(&n.s[i]);
  }
  float *h = (float *)malloc(1024);
  cudaMemcpy(n.w, h, 1024, cudaMemcpyHostToDevice); // set-up upload, before any stream work
  free(h);
}

int main() {
  Net n;
  init(n);
  for (int b = 0; b < 100; b++)
    step<<<1, 256, 0, n.s[b % 2]>>>(n.w, n.x[b % 2]);
  float h[256];
#if !defined(SYNC_ONE_LATE) && !defined(NO_SYNC)
  for (int i = 0; i < 2; i++)
    cudaStreamSynchronize(n.s[i]);
#endif
  cudaMemcpy(h, n.w, sizeof h, cudaMemcpyDeviceToHost); // the result
#if defined(SYNC_ONE_LATE)
  cudaStreamSynchronize(n.s[0]);
#endif
  return 0;
}
