// Findings whose cost repeats, is paid once, or is not classified (test/cli/recurrence.test).
#include "cuda_runtime.h"
#include <cstdlib>

__global__ void step(float *d) {}

void upload_each_frame(float *d, int frames, size_t bytes, cudaStream_t s, cudaStream_t t) {
  float *h = (float *)malloc(bytes);
  for (int f = 0; f < frames; ++f) {
    cudaMemcpyAsync(d, h, bytes, cudaMemcpyHostToDevice, s); // line 10: repeats
    step<<<1, 1, 0, s>>>(d);
    float *scratch;
    cudaMalloc(&scratch, bytes); // line 13: repeats
    step<<<1, 1, 0, t>>>(scratch);
    cudaFree(scratch); // line 15: repeats
  }
  free(h);
}

void download_once(float *d, size_t bytes, cudaStream_t s) {
  float *h = (float *)malloc(bytes);
  cudaMemcpyAsync(h, d, bytes, cudaMemcpyDeviceToHost, s); // line 22: once
  step<<<1, 1, 0, s>>>(d);
  step<<<1, 1>>>(d); // line 24: missing-stream, not classified
}
