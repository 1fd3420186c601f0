// heldout21 probe: probe_d's array events, but used the page's way (record + cudaStreamWaitEvent), no query/sync.
#include <cuda_runtime.h>
__global__ void k(float *a) { a[threadIdx.x] += 1.0f; }
void pipe(float *d, cudaStream_t s0, cudaStream_t s1, int n) {
  cudaEvent_t ev[2];
  for (int i = 0; i < 2; ++i) cudaEventCreate(&ev[i]);
  for (int i = 0; i < n; ++i) {
    k<<<1, 32, 0, s0>>>(d);
    cudaEventRecord(ev[i % 2], s0);
    cudaStreamWaitEvent(s1, ev[i % 2], 0);
    k<<<1, 32, 0, s1>>>(d);
  }
  for (int i = 0; i < 2; ++i) cudaEventDestroy(ev[i]);
}
