// A demonstration of legacy-stream blocking: the legacy launch is the point of the program.
#include <cuda_runtime.h>
__global__ void k(float *x) { if (x) x[threadIdx.x] += 1.0f; }

int main() {
  cudaStream_t s[4];
  float *d[4];
  for (int i = 0; i < 4; i++) {
    cudaStreamCreate(&s[i]);
    cudaMalloc(&d[i], 256 * sizeof(float));
    k<<<1, 64, 0, s[i]>>>(d[i]);
    k<<<1, 1>>>(nullptr);  // the default stream blocks the others: shown in a profiler
  }
  cudaDeviceReset();
  return 0;
}
