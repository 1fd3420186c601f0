// heldout30 probe: baseline of event-needless-timing. A timing event recorded in a loop that launches and copies,
// used only by cudaStreamWaitEvent. Expected (page): reported at the creation.
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
  for (int n = 0; n < 100; ++n) {
    spin<<<1, 1, 0, 0>>>(1000);
    cudaEventRecord(latch, 0);
    cudaStreamWaitEvent(s, latch, 0);
    cudaMemcpyAsync(b, a, 1 << 20, cudaMemcpyDeviceToDevice, s);
  }
  cudaStreamSynchronize(s);
  return 0;
}
