// heldout30 probe: the baseline, but the record sits in a `while (true)` that leaves when cudaEventQuery says the
// latch has not fired yet, inside a measuring for-loop (cwpearson/stencil@07e64de bin/measure_buf_exchange.cu:117-160).
// Expected (page): reported (the for-loop repeats work, and the record runs in it).
#include <cuda_runtime.h>
__global__ void spin(long n) { for (long i = 0; i < n; ++i) __nanosleep(10); }
int main() {
  cudaStream_t s;
  cudaStreamCreate(&s);
  void *a, *b;
  cudaMalloc(&a, 1 << 20);
  cudaMalloc(&b, 1 << 20);
  cudaEvent_t latch;
  cudaEventCreate(&latch);
  long cycles = 1000;
  for (int n = 0; n < 100; ++n) {
    while (true) {
      spin<<<1, 1, 0, 0>>>(cycles);
      cudaEventRecord(latch, 0);
      cudaStreamWaitEvent(s, latch, 0);
      cudaMemcpyAsync(b, a, 1 << 20, cudaMemcpyDeviceToDevice, s);
      if (cudaEventQuery(latch) == cudaErrorNotReady)
        break;
      cycles *= 2;
      cudaStreamSynchronize(s);
    }
    cudaStreamSynchronize(s);
  }
  return 0;
}
