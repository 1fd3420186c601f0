// Practice-CUDA SimpleMultiStreamBlockingBehavior/kernel.cu:95 reduced: blocking streams created
// in a loop, one launch per stream and one legacy launch between them, timed with legacy events.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
__global__ void k1() {}
__global__ void k3() {}
int main() {
  int n = 4;
  cudaStream_t *s = (cudaStream_t *)malloc(n * sizeof(cudaStream_t));
  for (int i = 0; i < n; i++) cudaStreamCreate(&s[i]);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, 0);
  for (int i = 0; i < n; i++) {
    k1<<<1, 1, 0, s[i]>>>();
    k3<<<1, 1>>>();
    k1<<<1, 1, 0, s[i]>>>();
  }
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  printf("%f\n", ms);
  for (int i = 0; i < n; i++) cudaStreamDestroy(s[i]);
  free(s);
  return 0;
}
