// Found by the fuzz campaign of 2026-12-02 (docs/robustness.md): a braced list with more
// elements than a struct has fields leaves null initializers in clang's semantic init list,
// and the value-origin index read them. Invalid code: clang reports the excess elements.
#include "cuda_runtime.h"
#include <stddef.h>

struct Config {
  size_t bytes;
  int reps;
};
static const Config kConfigs = {{1 << 20, 10}, {1 << 24, 5}};

void copy(float *d, size_t n, cudaStream_t s) {
  float *h = new float[n];
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
}
