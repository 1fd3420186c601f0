// Contract change (a), not round data: set-up zeroing on the legacy stream BEFORE the blocking streams are created,
// in an exported function (held-out round 18's cause A, TIGRE's shape). Expected: OLD reports the creation, NEW does not.
#include <cuda_runtime.h>
__global__ void k(float *d) { d[threadIdx.x] += 1.0f; }
void run(float *d, int n) {
  cudaMemset(d, 0, n * sizeof(float));
  cudaStream_t s[2];
  for (int i = 0; i < 2; ++i) cudaStreamCreate(&s[i]);
  for (int i = 0; i < 2; ++i) k<<<1, 32, 0, s[i]>>>(d + 32 * i);
  for (int i = 0; i < 2; ++i) { cudaStreamSynchronize(s[i]); cudaStreamDestroy(s[i]); }
}
