#include <cuda_runtime.h>
#include <cstdlib>
#include <vector>
#include "loaders.h"

float *loadPageable(int n) { return (float *)malloc(n * sizeof(float)); }

float *loadPinned(int n) {
  float *p = nullptr;
  cudaMallocHost(&p, n * sizeof(float));
  return p;
}

float *loadEither(int n, bool pin) {
  if (pin)
    return loadPinned(n);
  return loadPageable(n);
}

std::vector<float> table(1024);
float *tableData() { return table.data(); }

void readRows(int **rowPtr, int n) { *rowPtr = (int *)malloc(n * sizeof(int)); }

void readPinnedRows(int **rowPtr, int n) {
  int *p = nullptr;
  cudaHostAlloc((void **)&p, n * sizeof(int), cudaHostAllocDefault);
  *rowPtr = p;
}

void readInto(float *&p, int n) { p = new float[n]; }
