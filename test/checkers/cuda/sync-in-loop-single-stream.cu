// RUN: %check_cuda %s cuda-sync-in-loop
// A program that uses no stream of its own: its waits have nothing to overlap, and the
// check stays silent on the same loops it reports in sync-in-loop.cu.
#include "cuda_runtime.h"

// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

void device_sync_per_iteration(float *a, float *h_out, int n, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256>>>(a);
    cudaDeviceSynchronize();
    cudaStreamSynchronize(0);
    cudaMemcpy(h_out + i * n, a, n * sizeof(float), cudaMemcpyDeviceToHost);
  }
}
