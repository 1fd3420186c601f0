// heldout17 probe: the doc pages' own first examples of the three checks that found nothing in this round, to show the
// frozen build has them on. Result: sync-in-loop :13, event-needless-timing :18, resource-leak :29, and sync-in-loop :31
// (the resource-leak example's wait on the stream the iteration just fed).
#include <cuda_runtime.h>
__global__ void kernel(float *a) { a[threadIdx.x] += 1.f; }
void sync_loop(float *a, float *b, int iters) {
  cudaStream_t s0, s1;
  cudaStreamCreate(&s0);
  cudaStreamCreate(&s1);
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 32, 0, s0>>>(a);
    kernel<<<1, 32, 0, s1>>>(b);
    cudaDeviceSynchronize();
  }
}
void needless(float *a, int chunks, cudaStream_t s0, cudaStream_t s1) {
  cudaEvent_t ready;
  cudaEventCreate(&ready);
  for (int i = 0; i < chunks; ++i) {
    kernel<<<1, 32, 0, s0>>>(a + i * 32);
    cudaEventRecord(ready, s0);
    cudaStreamWaitEvent(s1, ready, 0);
    kernel<<<1, 32, 0, s1>>>(a + i * 32);
  }
}
void leak(float *d, int steps) {
  for (int step = 0; step < steps; ++step) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    kernel<<<1, 32, 0, s>>>(d);
    cudaStreamSynchronize(s);
  }
}
