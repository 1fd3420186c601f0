// RUN: %check_cuda %s cuda-default-stream
// RUN: %check_cuda %s cuda-default-stream -- -DNO_SYNC
// RUN: %check_cuda %s cuda-default-stream -- -DMIXED
// RUN: %check_cuda %s cuda-default-stream -- -DMIXED -DSYNC_IN_BRANCH
#include "cuda_runtime.h"
#include <cstdlib>

// default-stream-setup-synced.cu shaped like its source (sylvia-ymlin/GPU-Programming@23cadc1
// mnist-cuda/src/v6.cu:391, held-out round 10): the work is issued in a function main calls in
// its epoch loop, each stream is synchronized at the end of an epoch, and the result copy is in
// a function main calls after the loop. Seen from main, which calls both, the copy comes after
// the streams' last work and their synchronization: not reported. A function nothing calls
// (train_step_unused) runs nothing. MIXED: main also queues the batch's upload itself (v7.cu:589),
// so the work is in two functions: silent too. Look-alikes (NO_SYNC): no synchronization, or one
// that runs only on some paths (SYNC_IN_BRANCH): the copy relies on the blocking streams;
// reported until stop 42, silent since: the copy runs once, after the loop, and one wait costs
// no overlap (default-stream-recurring.cu).
// CHECK-MESSAGES-NOT: warning:

__global__ void step(float *w, float *x) { w[threadIdx.x] += x[threadIdx.x]; }

struct Net {
  float *w, *x[2];
  cudaStream_t s[2];
};

static void init(Net *n) {
  cudaMalloc(&n->w, 1024);
  for (int i = 0; i < 2; i++) {
    cudaMalloc(&n->x[i], 1024);
    cudaStreamCreate(&n->s[i]);
  }
  float *h = (float *)malloc(1024);
  cudaMemcpy(n->w, h, 1024, cudaMemcpyHostToDevice); // set-up upload, before any stream work
  free(h);
}

static void train_step(Net *n, int idx) {
  cudaStream_t stream = n->s[idx];
  step<<<1, 256, 0, stream>>>(n->w, n->x[idx]);
}

static void train_step_unused(Net *n) { step<<<1, 256, 0, n->s[0]>>>(n->w, n->x[0]); }

static void evaluate(Net *n) {
  float h[256];
  cudaMemcpy(h, n->w, sizeof h, cudaMemcpyDeviceToHost); // the result, after the epochs
}

int main(int argc, char **argv) {
  Net n;
  init(&n);
  static float batch[256];
  for (int epoch = 0; epoch < 10; epoch++) {
    for (int b = 0; b < 100; b++) {
#ifdef MIXED
      cudaMemcpyAsync(n.x[b % 2], batch, sizeof batch, cudaMemcpyHostToDevice, n.s[b % 2]);
#endif
      train_step(&n, b % 2);
    }
#if defined(SYNC_IN_BRANCH)
    if (argc > 1)
#endif
#ifndef NO_SYNC
    for (int i = 0; i < 2; i++)
      cudaStreamSynchronize(n.s[i]);
#endif
  }
  evaluate(&n);
  return 0;
}
