/* heldout17 probe: the same code as probe.c in a C++ unit */
#include <cuda_runtime.h>
int probe(void) {
  int n;
  cudaGetDeviceCount(&n);
  return n;
}
