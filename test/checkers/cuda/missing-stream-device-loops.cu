// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"
#include <cstdlib>

// Issue 15: a copy without a stream issued while every GPU has been waited for, one after the
// other (`for (dev...) { cudaSetDevice(dev); cudaDeviceSynchronize(); }`), and waited for in
// turn before the streams' next work, has no stream work beside it: not reported. Real code:
// held-out round 18, CERN/TIGRE@e702473 Common/CUDA/GD_TV.cu:600-620 (the halo exchange
// between neighbouring GPUs after each iteration). Every stream of the translation unit must
// be kept apart so: the look-alike is in missing-stream-kept-apart-lookalike.cu; the positive
// case here uses streams that live and die in their own function.

__global__ void kernel(float *p) {}

// ---- negative cases --------------------------------------------------------------------

void iterate_with_halo(float **d, float *buffer, size_t n, int ngpu, int iters) {
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
      cudaSetDevice(dev);
      cudaDeviceSynchronize();
    }
    for (int dev = 1; dev < ngpu; dev++) {
      cudaSetDevice(dev - 1);
      cudaMemcpyAsync(buffer, d[dev - 1], n, cudaMemcpyDeviceToHost);
      cudaSetDevice(dev);
      cudaMemcpyAsync(d[dev], buffer, n, cudaMemcpyHostToDevice);
    }
    for (int dev = 0; dev < ngpu; dev++) {
      cudaSetDevice(dev);
      cudaDeviceSynchronize();
    }
  }
}

// ---- positive case -----------------------------------------------------------------------

void halo_without_wait(float **d, float *buffer, size_t n) {
  cudaStream_t s[2];
  for (int dev = 0; dev < 2; dev++) {
    cudaSetDevice(dev);
    cudaStreamCreate(&s[dev]);
  }
  for (int dev = 0; dev < 2; dev++) {
    cudaSetDevice(dev);
    kernel<<<1, 1, 0, s[dev]>>>(d[dev]);
  }
  cudaSetDevice(0);
  cudaMemcpyAsync(buffer, d[0], n, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES: :[[@LINE-9]]:5: note: a stream is created here
  for (int dev = 0; dev < 2; dev++)
    cudaStreamSynchronize(s[dev]);
  for (int dev = 0; dev < 2; dev++)
    cudaStreamDestroy(s[dev]);
}
