// c.cu with init() inlined into main: set-up upload, cudaDeviceSynchronize, stream loop, cudaDeviceSynchronize, result copy.
#include <cstdlib>
__global__ void step(float *w, float *x) { w[threadIdx.x] += x[threadIdx.x]; }
int main() {
  float *w, *x[2];
  cudaStream_t s[2];
  cudaMalloc(&w, 1024);
  for (int i = 0; i < 2; i++) { cudaMalloc(&x[i], 1024); cudaStreamCreate(&s[i]); }
  float *h = (float *)malloc(1024);
  cudaMemcpy(w, h, 1024, cudaMemcpyHostToDevice);
  free(h);
  cudaDeviceSynchronize();
  for (int b = 0; b < 100; b++) step<<<1, 256, 0, s[b % 2]>>>(w, x[b % 2]);
  cudaDeviceSynchronize();
  float r[256];
  cudaMemcpy(r, w, sizeof r, cudaMemcpyDeviceToHost);
  return 0;
}
