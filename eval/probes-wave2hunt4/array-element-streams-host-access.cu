// cuda-host-access-before-sync: the copy on one element of a stream array, the wait on another.
#include <cuda_runtime.h>
int read_after_other_element(const int *d, int n) {
  cudaStream_t s[2];
  cudaStreamCreate(&s[0]);
  cudaStreamCreate(&s[1]);
  int *h;
  cudaMallocHost(&h, n * sizeof(int));
  cudaMemcpyAsync(h, d, n * sizeof(int), cudaMemcpyDeviceToHost, s[0]);
  cudaStreamSynchronize(s[1]);          // waits for the other stream only
  return h[0];                          // expected: reported; today: silent
}
int read_after_other_named(const int *d, int n) {   // control
  cudaStream_t a, b;
  cudaStreamCreate(&a);
  cudaStreamCreate(&b);
  int *h;
  cudaMallocHost(&h, n * sizeof(int));
  cudaMemcpyAsync(h, d, n * sizeof(int), cudaMemcpyDeviceToHost, a);
  cudaStreamSynchronize(b);
  return h[0];                          // reported today
}
