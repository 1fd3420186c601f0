#include <cuda_runtime.h>
#include <cstdlib>
__global__ void k(float *d, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) d[i] += 1.0f; }
void timed(float *d, float *dst, const float *src, int n) {
  cudaStream_t s1, s2;
  cudaStreamCreate(&s1);
  cudaStreamCreate(&s2);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventRecord(start, s1);
  cudaMemcpyAsync(dst, src, n * sizeof(float), cudaMemcpyHostToDevice, s2);
  for (int i = 0; i < 10; i++) k<<<(n + 255) / 256, 256, 0, s1>>>(d, n);
  cudaEventRecord(stop, s2);
  cudaStreamSynchronize(s1);
  cudaStreamSynchronize(s2);
  cudaEventElapsedTime(&ms, start, stop);
}
int main() {
  int n = 1 << 20;
  float *h = (float *)malloc(n * sizeof(float));
  float *a, *b;
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  timed(a, b, h, n);
}
