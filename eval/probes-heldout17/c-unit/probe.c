/* heldout17 probe: a C unit (CHOLMOD's GPU code is C) that drops CUDA runtime results: is it analysed? */
#include <cuda_runtime.h>
int probe(void) {
  int n;
  cudaGetDeviceCount(&n);
  return n;
}
