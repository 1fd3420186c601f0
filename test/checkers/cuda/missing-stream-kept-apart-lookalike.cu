// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"
#include <cstdlib>

// Look-alikes of missing-stream-kept-apart.cu: each launch may run beside a stream's work.

__global__ void kernel(float *p) {}

// ---- positive cases (the look-alikes) --------------------------------------------------

// A device-to-device copy does not make the host wait; the launch's work may still run when
// the pipeline starts.
static void train_d2d(float *d, float *h, float *e, size_t n, bool single) {
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream {{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES: :[[@LINE+7]]:5: note: a stream is created here
  cudaMemcpy(e, d, n, cudaMemcpyDeviceToDevice);
  if (single) {
    kernel<<<1, 32>>>(d);
    cudaDeviceSynchronize();
  } else {
    cudaStream_t compute;
    cudaStreamCreate(&compute);
    kernel<<<1, 32, 0, compute>>>(e);
    cudaDeviceSynchronize();
  }
}

void train2(float *d, float *h, float *e, size_t n, bool single) {
  train_d2d(d, h, e, n, single);
}

// The branch is called in a loop: the next call's single-grid launch may run while the
// previous call's stream work is in flight (no synchronization ends the stream branch).
static void step(float *d, float *h, size_t n, bool single) {
  if (single) {
    kernel<<<1, 32>>>(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: kernel launch of 'kernel' without a stream {{.*}} [cuda-missing-stream]
    // CHECK-MESSAGES: :[[@LINE+3]]:5: note: a stream is created here
  } else {
    cudaStream_t compute;
    cudaStreamCreate(&compute);
    kernel<<<1, 32, 0, compute>>>(d);
  }
}

void run(float *d, float *h, size_t n, int iters) {
  for (int i = 0; i < iters; ++i)
    step(d, h, n, i % 2 == 0);
}

// missing-stream-kept-apart.cu's halo exchange, but the wait before it is for one GPU only:
// the others' kernels may still run.
void iterate_with_halo_one_wait(float **d, float *buffer, size_t n, int ngpu, int iters) {
  cudaStream_t *s = (cudaStream_t *)malloc(ngpu * sizeof(cudaStream_t));
  for (int dev = 0; dev < ngpu; dev++) {
    cudaSetDevice(dev);
    cudaStreamCreateWithFlags(&s[dev], cudaStreamNonBlocking);
  }
  for (int it = 0; it < iters; ++it) {
    for (int dev = 0; dev < ngpu; dev++) {
      cudaSetDevice(dev);
      kernel<<<1, 1, 0, s[dev]>>>(d[dev]);
    }
    for (int dev = 0; dev < ngpu; dev++) {
      if (dev == 0)
        cudaDeviceSynchronize();
    }
    for (int dev = 1; dev < ngpu; dev++) {
      cudaSetDevice(dev - 1);
      cudaMemcpyAsync(buffer, d[dev - 1], n, cudaMemcpyDeviceToHost);
      // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]
      // CHECK-MESSAGES: :[[@LINE-15]]:5: note: a stream is created here
      cudaSetDevice(dev);
      cudaMemcpyAsync(d[dev], buffer, n, cudaMemcpyHostToDevice);
      // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]
      // CHECK-MESSAGES: :[[@LINE-19]]:5: note: a stream is created here
    }
    for (int dev = 0; dev < ngpu; dev++) {
      cudaSetDevice(dev);
      cudaDeviceSynchronize();
    }
  }
}
