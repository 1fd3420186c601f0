#include "cuda_runtime.h"

float peek(const float *d, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, 64);
  cudaMemcpyAsync(h, d, 64, cudaMemcpyDeviceToHost, s);
  return h[0];
}
