// Recursion in the call graph: events and buffers travel through mutually recursive
// functions, self-recursion and loops. Every cuda-* check must terminate and not crash;
// provenance that only the recursion would decide stays unknown, so everything stays silent
// (the events swap roles through ping/pong: which one is untimed is not decided statically).
// RUN: <= 0)
    return;
  cudaEventRecord(start, s); // NOLINT(cuda-unchecked-error)
  pong(start, stop, s, d, depth);
  cudaEventRecord(stop, s);
  float ms = 0;
  // Both events reach here as either argument; the recursion leaves it unknown: silent.
  cudaEventElapsedTime(&ms, start, stop);
}

void self(cudaEvent_t e, cudaStream_t s, int n) {
  cudaEvent_t next = e;
  while (n-- > 0) {
    cudaEventRed buffers travel through mutually recursive
// functions, self-recursion and loops. Every cuda-* check must terminate and not crash;
// provenance that only the recursion would decide stays unknown, so everything stays silent
// (the events swap roles through ping/pong: which one is untimed is not decided statically).
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
// CHECK-MESSAGES-NOT: {{warning|error}}:
#include "cuda_runtime.h"

__global__ void kernel(float *p) {}

void ping(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth);

void pong(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth) {
  for (int i = 0; i < depth; ++i) {
    kernel<<<1, 1, 0, s>>>(d); // NOLINT(cuda-unchecked-error)
    ping(stop, start, s, d + i, depth - 1); // the events swap roles on every level
  }
}

void ping(cudaEvent_t start, cudaEvent_t stop, cudaStream_tcord(next, s); // NOLINT(cuda-unchecked-error)
    self(next, s, n / 2);
  }
}

void untimed_pair(cudaStream_t s, float *d) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  ping(a, b, s, d, 8);
  self(a, s, 16);
}
