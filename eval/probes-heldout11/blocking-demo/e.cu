// blocking-demo/b.cu with the streams in a local array instead of a malloc'ed one.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
__global__ void k1() {}
__global__ void k3() {}
int main() {
  int n = 4;
  cudaStream_t s[4];
  for (int i = 0; i < n; i++) cudaStreamCreate(&s[i]);

  for (int i = 0; i < n; i++) {
    k1<<<1, 1, 0, s[i]>>>();
    k3<<<1, 1>>>();
    k1<<<1, 1, 0, s[i]>>>();
  }
  cudaDeviceSynchronize();
  for (int i = 0; i < n; i++) cudaStreamDestroy(s[i]);
  return 0;
}
