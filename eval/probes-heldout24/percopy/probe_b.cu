// Control for probe_a: the synchronization in a loop of its own after the work loop (the page's array shape).
#include <cuda_runtime.h>
void copy_in(float *d, float *h, int n) {
  cudaStream_t s[4];
  for (int i = 0; i < 4; i++) cudaStreamCreate(&s[i]);
  for (int i = 0; i < 16; i++)
    cudaMemcpyAsync(d + i * n, h, n * sizeof(float), cudaMemcpyHostToDevice, s[i % 4]);
  for (int i = 0; i < 4; i++) cudaStreamSynchronize(s[i]);
  for (int i = 0; i < 4; i++) cudaStreamDestroy(s[i]);
}
void run(float *d, float *h, int *cnt, int n, int batches) {
  for (int b = 0; b < batches; b++) {
    cudaMemset(cnt, 0, sizeof(int));
    copy_in(d, h, n);
    int c; cudaMemcpy(&c, cnt, sizeof(int), cudaMemcpyDeviceToHost);
  }
}
