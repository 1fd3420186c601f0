#include "gpu.h"
#include <cstdio>
#include <cstdlib>
static void check(const char *what) {
  cudaError_t e = cudaGetLastError();
  if (e != cudaSuccess) {
    std::printf("%s: %s\n", what, cudaGetErrorString(e));
    std::exit(1);
  }
}
void finish(float *d, const float *h, size_t n) { uploadUnread(d, h, n); }
void run(float *d, const float *h, size_t n, int steps) {
  for (int i = 0; i < steps; ++i) {
    upload(d, h, n);
    check("upload");
    stage(d, h, n);
    check("stage");
  }
  void (*up)(float *, const float *, size_t) = uploadByPointer;
  up(d, h, n);
  check("by pointer");
  finish(d, h, n);
}
// Read at the top of the next step (since stop 46).
void steps(float *d, const float *h, size_t n, int count) {
  for (int i = 0; i < count; ++i) {
    check("step");
    uploadEachStep(d, h, n);
  }
}
