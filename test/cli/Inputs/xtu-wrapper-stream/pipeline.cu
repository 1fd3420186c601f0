#include "wrappers.h"

__global__ void scale(float *p) {}

void pipeline(float *d, const float *h, size_t n, bool async, Staging &staging) {
  cudaStream_t s1, s2;
  cudaStreamCreate(&s1);
  cudaStreamCreate(&s2);
  scale<<<1, 32, 0, s1>>>(d);
  scale<<<1, 32, 0, s2>>>(d);
  upload(d, h, n);
  clearBlocking(d, n);
  clearQuietly(d, n);
  copyMaybe(d, h, n, async);
  definedNowhere(d);
  staging.reset(n);
  staging.prefetch(n);
  cudaStreamSynchronize(s1);
  cudaStreamSynchronize(s2);
}
