// heldout25 probe (WFA-GPU align.cu:201/212 shape): dropped synchronizations in a batch loop whose only later
// last-error read sits in a later branch of the loop body.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#define CHECK_LAST { cudaError_t e = cudaGetLastError(); if (e != cudaSuccess) { printf("%s\n", cudaGetErrorString(e)); exit(1); } }
void batches(cudaStream_t s1, cudaStream_t s2, void *d, const void *h, int n) {
  for (int b = 0; b < n; ++b) {
    cudaStreamSynchronize(s1);
    cudaStreamSynchronize(s2);
    if (b < n - 1) { cudaMemcpyAsync(d, h, 64, cudaMemcpyHostToDevice, s1); CHECK_LAST }
  }
}
