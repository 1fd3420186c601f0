// Contract change (b), not round data: a legacy read-back after a loop over devices that selects each device and
// synchronizes it (held-out round 18's cause B shape, for cuda-default-stream). Expected: OLD reports the creation
// (the per-device loop is not a wait on every path), NEW does not; c.cu is the same with one cudaDeviceSynchronize.
#include <cuda_runtime.h>
__global__ void k(float *d) { d[threadIdx.x] += 1.0f; }
void run(float **d, float *h, int ngpus) {
  cudaStream_t s[8];
  for (int g = 0; g < ngpus; ++g) { cudaSetDevice(g); cudaStreamCreate(&s[g]); }
  for (int g = 0; g < ngpus; ++g) { cudaSetDevice(g); k<<<1, 32, 0, s[g]>>>(d[g]); }
  for (int g = 0; g < ngpus; ++g) { cudaSetDevice(g); cudaDeviceSynchronize(); }
  cudaSetDevice(0);
  cudaMemcpy(h, d[0], 32 * sizeof(float), cudaMemcpyDeviceToHost);
  for (int g = 0; g < ngpus; ++g) { cudaSetDevice(g); k<<<1, 32, 0, s[g]>>>(d[g]); }
  for (int g = 0; g < ngpus; ++g) { cudaSetDevice(g); cudaStreamSynchronize(s[g]); cudaStreamDestroy(s[g]); }
}
