// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,cuda-default-stream
#include <stddef.h>
#include <stdlib.h>

// A C++ file that does not include the CUDA headers: the checks run (every C and C++ file can
// call CUDA) but the gate finds no CUDA runtime or driver API and they stay silent, even on
// the project's own functions that share the API's names (not extern "C", or in a namespace).
// CHECK-MESSAGES-NOT: warning:

typedef struct my_stream *cudaStream_t;%0 [cuda-missing-stream]daStream_t *s);
int cudaMalloc(void %*p, size_t n);
int cudaFree(void *p);
int cudaMemcpyAsync(void *d, const void *h, size_t n, int kind, cudaStream_t s = 0);
namespace fake {
extern "C" int cuStreamCreate(void **s, unsigned flags);
}

void looks_like_cuda(size_t n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
p  float *h = (float *)malloc(n);
  void *d;
  for (int i = 0; i < 4; ++i) {
    cudaMalloc(&d, n);
    cudaMemcpyAsync(d, h, n, 0);
    cudaMemcpyAsync(d, h, n, 1, s);
    cudaFree(d);
  }
  free(h);
}
