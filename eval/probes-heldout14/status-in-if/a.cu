#include <cstdio>
#include <cstdlib>
#define RTERROR(status, s) if (status != cudaSuccess) { printf("%s\n", s); exit(-1); }
void f(int c, float **p) {
  cudaError_t status = cudaSetDevice(0);
  RTERROR(status, "a");
  if (c) {
    status = cudaMalloc((void **)p, 4);
    RTERROR(status, "b");
  }
  status = cudaMalloc((void **)p, 8);
  RTERROR(status, "c");
}
