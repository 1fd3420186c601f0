// Shape of an unattributed public file (find_string id 34102903157): start recorded on s[0],
// work on s[0..3], stop recorded on s[2] only; nothing orders s[2] after s[3].
#include <cuda_runtime.h>
__global__ void k(float *p) { p[threadIdx.x] += 1.f; }
float time_four(float *d) {
  cudaStream_t s[4];
  for (int i = 0; i < 4; ++i) cudaStreamCreate(&s[i]);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s[0]);
  k<<<1, 32, 0, s[0]>>>(d);
  k<<<1, 32, 0, s[1]>>>(d + 32);
  k<<<1, 32, 0, s[2]>>>(d + 64);
  k<<<1, 32, 0, s[3]>>>(d + 96);
  cudaEventRecord(stop, s[2]);          // expected (contract shape 3): reported
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
// Same with named streams instead of array elements.
float time_named(float *d) {
  cudaStream_t a, b;
  cudaStreamCreate(&a);
  cudaStreamCreate(&b);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, a);
  k<<<1, 32, 0, a>>>(d);
  k<<<1, 32, 0, b>>>(d + 32);
  cudaEventRecord(stop, b);             // expected (contract shape 3): reported
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
