#include "launchers.h"

__global__ void fill(float *d) {}
static void viaHelper(float *d, cudaStream_t s) { enqueueScale(d, s); }

void step(float *d, float *h, size_t n) {
  cudaStream_t work;
  cudaStreamCreate(&work);
  fill<<<1, 32, 0, work>>>(d);
  enqueueScale(d, 0);
  copyBack(h, d, n, 0);
  ignoresStream(d, 0);
  ownStreamIfNull(d, 0);
  definedNowhere(d, 0);
  enqueueScale(d, work);
  relay(d, 0);
  relayToNowhere(d, 0);
  viaHelper(d, 0);
  cudaStreamSynchronize(work);
}
