#include <cuda_runtime.h>
#include <cstdlib>

void readRows(int **rowPtr, int n) { *rowPtr = (int *)malloc(n * sizeof(int)); }

void readPinnedRows(int **rowPtr, int n) {
  int *p = nullptr;
  cudaHostAlloc((void **)&p, n * sizeof(int), cudaHostAllocDefault);
  *rowPtr = p;
}
