// heldout22 probe (bifrost map.cpp:421,439 shape): version queries (no device needed) dropped, values only tag a cache.
#include <cuda_runtime.h>
#include <cstdio>
void tag(FILE *f) {
  int rt = 0, drv = 0;
  cudaRuntimeGetVersion(&rt);
  cudaDriverGetVersion(&drv);
  std::fprintf(f, "%d %d\n", rt, drv);
}
