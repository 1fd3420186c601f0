// heldout21 probe: control for probe_a-d: one runtime event, recorded every iteration of a working loop and waited for
// with cudaStreamWaitEvent, never timed (the page's own example): expected reported.
#include <cuda_runtime.h>
__global__ void k(float *a) { a[threadIdx.x] += 1.0f; }
void pipe(float *d, cudaStream_t s0, cudaStream_t s1, int n) {
  cudaEvent_t ready;
  cudaEventCreate(&ready);
  for (int i = 0; i < n; ++i) {
    k<<<1, 32, 0, s0>>>(d);
    cudaEventRecord(ready, s0);
    cudaStreamWaitEvent(s1, ready, 0);
    k<<<1, 32, 0, s1>>>(d);
  }
  cudaEventDestroy(ready);
}
