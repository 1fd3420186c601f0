// A unit with an error: the call between the upload and the refill does not resolve (here an
// undeclared name; in vetter/shoc@0aea03b src/cuda/level1/triad/Triad.cu:132 it was
// cudaThreadSynchronize, which CUDA 13 removed). It may have waited for the copy: silent.
#include "cuda_runtime.h"
#include <cstring>

void refill_after_unresolved_wait(float *d, const float *src, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  memcpy(h, src, n * sizeof(float));
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  waitForTheDevice();
  memcpy(h, src + n, n * sizeof(float));
  cudaFreeHost(h);
}

// Look-alike: the call between resolves to a function that does not wait.
static int progress = 0;
static void note_progress() { ++progress; }

void refill_after_resolved_call(float *d, const float *src, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  memcpy(h, src, n * sizeof(float));
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  note_progress();
  memcpy(h, src + n, n * sizeof(float));
  cudaFreeHost(h);
}
