#include <cuda_runtime.h>

__global__ void scale(float *p) { p[threadIdx.x] *= 2.0f; }

int main() {
  float *d = nullptr;
  cudaStream_t a, b;
  cudaStreamCreate(&a); // NOLINT(cuda-unchecked-error)
  cudaStreamCreate(&b);
  cudaMalloc(&d, 256 * sizeof(float));
  scale<<<1, 256, 0, a>>>(d);
  scale<<<1, 256>>>(d); // no stream: the legacy default stream, between two streams
  scale<<<1, 256, 0, b>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
