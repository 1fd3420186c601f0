// heldout30 probe (the keyed miss): a timing event used only as a latch (recorded, waited on), recorded on every
// iteration of a measuring loop that also holds a nested loop over devices (cudaSetDevice(i) per copy), as in
// cwpearson/stencil@07e64de bin/measure_buf_exchange.cu:63/125 (latch), 117-140 (the loops).
// Page: reported (the measuring loop repeats work; only a loop that itself walks over devices is exempt).
// BLIND and BEFORE: silent. Deleting the cudaSetDevice(i) line makes both report line 10.
#include <cuda_runtime.h>
__global__ void spin(long n) { for (long i = 0; i < n; ++i) __nanosleep(10); }
int main() {
  cudaStream_t s0, s[4]; void *a[4], *b[4];
  cudaEvent_t latch; cudaEventCreate(&latch);
  cudaStreamCreate(&s0);
  for (int i = 0; i < 4; ++i) { cudaSetDevice(i); cudaStreamCreate(&s[i]); cudaMalloc(&a[i], 64); cudaMalloc(&b[i], 64); }
  for (int n = 0; n < 100; ++n) {
    spin<<<1, 1, 0, 0>>>(1000);
    cudaEventRecord(latch, 0);
    cudaStreamWaitEvent(s0, latch, 0);
    for (int i = 0; i < 4; ++i) {
      cudaSetDevice(i);
      cudaMemcpyAsync(b[i], a[i], 64, cudaMemcpyDeviceToDevice, s[i]);
    }
  }
  return 0;
}
