// Look-alike of a.cu: the streams are waited for with one cudaDeviceSynchronize after their last work, TIGRE's
// shape (the NEW build's rule, issuedBeforeCreation, asks for a device-wide wait).
#include <cuda_runtime.h>
__global__ void k(float *d) { d[threadIdx.x] += 1.0f; }
void run(float *d, int n) {
  cudaMemset(d, 0, n * sizeof(float));
  cudaStream_t s[2];
  for (int i = 0; i < 2; ++i) cudaStreamCreate(&s[i]);
  for (int i = 0; i < 2; ++i) k<<<1, 32, 0, s[i]>>>(d + 32 * i);
  cudaDeviceSynchronize();
  for (int i = 0; i < 2; ++i) cudaStreamDestroy(s[i]);
}
