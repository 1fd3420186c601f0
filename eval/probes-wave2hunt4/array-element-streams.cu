// cuda-event-timing-stream and two elements of one stream array (both created in the function).
#include <cuda_runtime.h>
__global__ void k(float *p) { p[threadIdx.x] += 1.f; }
float shape2_array(float *d) {          // events on s[0], all work on s[1]
  cudaStream_t s[2];
  cudaStreamCreate(&s[0]);
  cudaStreamCreate(&s[1]);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s[0]);
  k<<<1, 32, 0, s[1]>>>(d);
  cudaEventRecord(stop, s[0]);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);   // expected (shape 2): reported; today: silent
  return ms;
}
float shape3_mixed(float *d) {          // control: start on s[0], stop on a named stream b
  cudaStream_t s[1], b;
  cudaStreamCreate(&s[0]);
  cudaStreamCreate(&b);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s[0]);
  k<<<1, 32, 0, b>>>(d);
  cudaEventRecord(stop, b);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);   // reported today
  return ms;
}
