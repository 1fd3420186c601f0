#include "cuda_runtime.h"

// Two streams in the program; this copy has none and lands on the legacy default stream.
void upload(float *dst, const float *src, size_t n, cudaStream_t a, cudaStream_t b) {
  cudaMemcpyAsync(dst, src, n * sizeof(float), cudaMemcpyHostToDevice, a); // NOLINT(cuda-unchecked-error)
  cudaMemcpyAsync(dst, src, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpyAsync(dst, src, n * sizeof(float), cudaMemcpyHostToDevice, b);
}
