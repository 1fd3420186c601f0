// RUN: %check_cuda %s cuda-sync-in-loop
#include "cuda_runtime.h"

// A wait after a conditional exit from the loop (`if (pos >= n) break;`) does not run on
// every iteration: the last one leaves before it. A loop that waits between the pieces of a
// fragmented copy, but not after the last, does so on purpose (held-out round 19,
// groute/groute@5ce1604 include/groute/memcpy.h:177).

__global__ void kernel(char *p) {}

// ---- negative cases --------------------------------------------------------------------

void fragmented(char *dst, const char *src, int n, int frag, cudaStream_t s, cudaEvent_t e,
                char *d) {
  int pos = 0;
  while (pos < n) {
    cudaMemcpyAsync(dst + pos, src + pos, frag, cudaMemcpyDeviceToDevice, s);
    kernel<<<1, 32, 0, s>>>(d);
    pos += frag;
    if (pos >= n)
      break;
    cudaEventRecord(e, s);
    cudaEventSynchronize(e);
  }
}

// ---- positive cases (the look-alikes) --------------------------------------------------

// The wait comes before the exit test: it runs on every iteration.
void fragmented_wait_first(char *dst, const char *src, int n, int frag, cudaStream_t s,
                           cudaEvent_t e, char *d) {
  int pos = 0;
  while (pos < n) {
    cudaMemcpyAsync(dst + pos, src + pos, frag, cudaMemcpyDeviceToDevice, s);
    kernel<<<1, 32, 0, s>>>(d);
    cudaEventRecord(e, s);
    cudaEventSynchronize(e);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaEventSynchronize on every iteration of this loop {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-6]]:3: note: in this loop, which also {{.*}}
    pos += frag;
    if (pos >= n)
      break;
  }
}

int main() {
  cudaStream_t s0, s1;
  cudaStreamCreate(&s0);
  cudaStreamCreate(&s1);
  cudaEvent_t e;
  cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  return 0;
}
