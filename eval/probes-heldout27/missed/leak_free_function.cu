// The same leak with free functions (no methods): does shape 3 follow a two-call chain?
#include <cuda_runtime.h>
__global__ void k() {}
unsigned trim() {
  cudaEvent_t start, stop;
  cudaEventCreate(&start); cudaEventCreate(&stop);   // B: created per call, never destroyed
  cudaEventRecord(start, 0);
  k<<<1, 1>>>();
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms; cudaEventElapsedTime(&ms, start, stop);
  return (unsigned)ms;
}
unsigned solve() { return trim(); }
int run_direct(unsigned range) {       // one call deep
  unsigned n = 0;
  for (unsigned r = 0; r < range; r++) n += trim();
  return n;
}
int run_chain(unsigned range) {        // two calls deep
  unsigned n = 0;
  for (unsigned r = 0; r < range; r++) n += solve();
  return n;
}
