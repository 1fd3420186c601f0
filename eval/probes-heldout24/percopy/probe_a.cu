// AstroAccelerate shape (AstroAccelerateOrg/astro-accelerate@0dc2cd0 src/aa_device_periods.cu:263-300, 570-679): a helper
// creates an array of blocking streams, synchronizes each copy right after issuing it inside the work loop, destroys
// the streams; its caller's loop also does legacy cudaMemset/cudaMemcpy. Is the creation reported?
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
void run(float *d, float *h, int *cnt, int n, int batches) {
  for (int b = 0; b < batches; b++) {
    cudaMemset(cnt, 0, sizeof(int));
    copy_in(d, h, n);
    int c; cudaMemcpy(&c, cnt, sizeof(int), cudaMemcpyDeviceToHost);
  }
}
