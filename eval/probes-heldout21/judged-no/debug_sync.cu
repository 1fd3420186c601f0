// heldout21 probe: davidrohr/caldgemm@bc875b3 caldgemm_cuda.cu:561's class, written from scratch: a debug-only wait that
// drops its result, followed on every path where it runs by a checked wait on the same stream. Reported (right by the page:
// only getenv-driven branches are left out); judged not worth acting on.
#include <cuda_runtime.h>
#define CK(x) do { if ((x) != cudaSuccess) return 1; } while (0)
__global__ void k(float *a) { a[threadIdx.x] += 1.0f; }
int stage(float *d, cudaStream_t s, bool debug, bool verbose) {
  k<<<1, 32, 0, s>>>(d);
  CK(cudaGetLastError());
  if (debug && verbose) cudaStreamSynchronize(s);
  if (verbose) CK(cudaStreamSynchronize(s));
  return 0;
}
