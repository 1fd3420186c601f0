#include "copy.h"

void copyRows(float *d, const float *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}

void copyRegistered(float *d, const float *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}

void readRows(float *out, const float *d, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(out, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
}
