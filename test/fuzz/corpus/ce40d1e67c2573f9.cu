#include "cuda_runtime.h"
#include <cstdlib>

__global__ void scale(float *p) { p[threadIdx.x] *= 2.0f; }

// Sizes known at compile time: the plan carries them.
void known_sizes(cudaStream_t s, int iters) {
  float *host = static_cast<float *>(malloc(1 << 20));
  for (int i = 0; i < iters; ++i) {
    float *dev;
    cudaMalloc(&dev, 1 << 20); // NOLINT(cuda-unchecked-error)
    cudaMemcpyAsync(dev, host, 1 << 20, cudaMemcpyHostToDevice, s);
    scale<<<1, 256, 0, s>>>(dev);
  loat *p) { p[threadIdx.x] *= 2.0f; }

// Sizes known at compile time: the plan carries them.
void known_sizes(cudaStream_t s, int iters) {
  float *host = static_cast<float *>(malloc(1 << 20));
  for (int i = 0; i < iters; ++i) {
    float *dev;
    cudaMalloc(&dev, 1 << 20); // NOLINT(cuda-unchecked-error)
    cudaMemcpyAsync(dev, host, 1 << 20, cudaMemcpyHostToDevice, s);
    scale<<<1, 256, 0, s>>>(dev;
    scale<<<1, 256, 0, s>>>(dev);
    cudaFree(dev);
  }
  free(host);
}
