// probe_a without the caller's legacy work: only the helper (is the creation reported for the helper alone?).
#include <cuda_runtime.h>
void copy_in(float *d, float *h, int n) {
  cudaStream_t s[4];
  for (int i = 0; i < 4; i++) cudaStreamCreate(&s[i]);
  for (int i = 0; i < 16; i++) {
    cudaMemcpyAsync(d + i * n, h, n * sizeof(float), cudaMemcpyHostToDevice, s[i % 4]);
    cudaStreamSynchronize(s[i % 4]);
  }
  for (int i = 0; i < 4; i++) cudaStreamDestroy(s[i]);
}
