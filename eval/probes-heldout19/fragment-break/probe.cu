// heldout19 probe: groute/groute@5ce1604 include/groute/memcpy.h:177: a fragmented copy that records and waits
// after every fragment but the last ('if (pos >= n) break;' before the wait), on purpose (the comment says the host
// must sync to fragment). The page: the wait must run 'every time the body runs (not under a condition, not after
// an early exit)'.
#include <cuda_runtime.h>
__global__ void k(char *a) { a[threadIdx.x]++; }
void fragmented(char *dst, const char *src, int n, int frag, cudaStream_t s, cudaEvent_t e, char *d) {
  int pos = 0;
  while (pos < n) {                                   // A: wait after a conditional break
    cudaMemcpyAsync(dst + pos, src + pos, frag, cudaMemcpyDeviceToDevice, s);
    k<<<1, 32, 0, s>>>(d);
    pos += frag;
    if (pos >= n) break;
    cudaEventRecord(e, s);
    cudaEventSynchronize(e);
  }
}
void every(char *dst, const char *src, int n, int frag, cudaStream_t s, cudaEvent_t e, char *d) {
  for (int pos = 0; pos < n; pos += frag) {           // B: same loop, wait on every iteration (reported)
    cudaMemcpyAsync(dst + pos, src + pos, frag, cudaMemcpyDeviceToDevice, s);
    k<<<1, 32, 0, s>>>(d);
    cudaEventRecord(e, s);
    cudaEventSynchronize(e);
  }
}
int main() {
  cudaStream_t s; cudaStreamCreate(&s);
  cudaEvent_t e; cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  return 0;
}
