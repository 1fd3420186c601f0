// A unity build: one translation unit includes the project's header functions and calls them.
#include "encoder.cuh"
#include <cstdlib>

void train(float *d, size_t n, int steps, cudaStream_t s) {
  for (int step = 0; step < steps; ++step) {
    int *grad = (int *)malloc(n * sizeof(int));
    encoder_backward(d, grad, n, s);
    free(grad);
  }
}

void infer(float *d, size_t n, int steps, cudaStream_t s) {
  float *h = nullptr;
  cudaMallocHost(&h, n * sizeof(float));
  for (int step = 0; step < steps; ++step)
    upload_mixed(d, h, n, s);
  cudaFreeHost(h);
}
