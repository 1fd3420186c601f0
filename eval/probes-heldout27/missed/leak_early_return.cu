// cuckaroo-style shape 4: destroyed on the normal path, an early 'if (abort) return false;' skips it;
// the helper returns an unsigned count, called on every iteration of a loop.
#include <cuda_runtime.h>
__global__ void k() {}
bool abort_flag;
unsigned trim() {
  cudaEvent_t start, stop;
  cudaEventCreate(&start); cudaEventCreate(&stop);   // D
  cudaEventRecord(start, 0);
  k<<<1, 1>>>();
  if (abort_flag) return false;
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms; cudaEventElapsedTime(&ms, start, stop);
  cudaEventDestroy(start); cudaEventDestroy(stop);
  return (unsigned)ms;
}
int run_direct(unsigned range) {
  unsigned n = 0;
  for (unsigned r = 0; r < range; r++) n += trim();
  return n;
}
