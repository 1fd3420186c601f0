// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"

// Issue 15: a launch without a stream that no stream's work can run beside is not reported.
// - Set-up waited for before the stream pipeline: the next CUDA work after the launch (an
//   allocation enqueues nothing, so it is skipped) is a synchronous host-to-device cudaMemcpy,
//   which waits for earlier legacy-stream work (CUDA Runtime API, "API synchronization
//   behavior"): zjin-lcf/HeCBench@f27000a src/mf-sgd-cuda/src/sgd.cu:554.
// - A launch in a branch exclusive with the branch that creates and uses every stream, the
//   function being called once from its entry point: sgd.cu:731 (the stream pipeline is the
//   third branch of the same if/else chain).
// Every stream of the translation unit that the work can overlap must be kept apart so: the
// look-alikes, whose streams would count here, are in missing-stream-kept-apart-lookalike.cu.
// The positive case here uses a stream that lives and dies in its own function.

__global__ void kernel(float *p) {}

// ---- negative cases --------------------------------------------------------------------

static void train_once(float *d, float *h, float *rate, size_t n, bool single) {
  kernel<<<1, 32>>>(d); // set-up
  cudaGetLastError();
  float *table;
  cudaMalloc(&table, n);
  cudaMemcpy(table, rate, n, cudaMemcpyHostToDevice);
  if (single) {
    kernel<<<1, 32>>>(d); // the single-grid path: no stream exists here
  } else {
    cudaStream_t compute, copy;
    cudaStreamCreate(&compute);
    cudaStreamCreate(&copy);
    for (int i = 0; i < 4; ++i) {
      cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, copy);
      kernel<<<1, 32, 0, compute>>>(d);
      cudaDeviceSynchronize();
    }
  }
}

void train(float *d, float *h, float *rate, size_t n, bool single) {
  train_once(d, h, rate, n, single);
}

// ---- positive case -----------------------------------------------------------------------

void confined(float *d, float *e) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  kernel<<<1, 32, 0, s>>>(e);
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream {{.*}}; pass 's', the stream the other work in this function uses [cuda-missing-stream]
  // CHECK-MESSAGES: :[[@LINE-4]]:3: note: a stream is created here
  // CHECK-FIXES: kernel<<<1, 32, 0, s>>>(d);
  cudaStreamSynchronize(s);
  cudaStreamDestroy(s);
}
