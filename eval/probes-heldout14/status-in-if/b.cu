#include <cstdio>
#include <cstdlib>
void f(int c, float **p) {
  cudaError_t status = cudaSetDevice(0);
  if (status != cudaSuccess) exit(1);
  if (c) {
    status = cudaMalloc((void **)p, 4);
    if (status != cudaSuccess) exit(1);
  }
  status = cudaMalloc((void **)p, 8);
  if (status != cudaSuccess) exit(1);
}
