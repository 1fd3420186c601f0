// heldout23 probe: multigpu/probe_c plus GPUMD's first step: a static helper that launches on a stream passed by
// reference, called on device 0's stream before a synchronous read-back, and again per GPU in the parallel loop.
#include <cuda_runtime.h>
__global__ void k(float *p) { p[0] = 1; }
struct PerGpu { cudaStream_t stream; float *d; };
static void cells(cudaStream_t &stream, float *d) { k<<<1, 64, 0, stream>>>(d); }
class Multi { PerGpu g[16]; int n; public: Multi(int ngpu); void compute(float *tmp, float *h); };
Multi::Multi(int ngpu) : n(ngpu) { for (int gpu = 0; gpu < n; ++gpu) { cudaSetDevice(gpu); cudaStreamCreate(&g[gpu].stream); } }
void Multi::compute(float *tmp, float *h) {
  cells(g[0].stream, tmp);
  cudaMemcpy(h, tmp, 4, cudaMemcpyDeviceToHost);
  for (int gpu = 0; gpu < n; ++gpu) { cudaSetDevice(gpu); cells(g[gpu].stream, g[gpu].d); }
  for (int gpu = 0; gpu < n; ++gpu) { cudaSetDevice(gpu); cudaDeviceSynchronize(); }
  cudaSetDevice(0);
  for (int gpu = 0; gpu < n; ++gpu) k<<<1, 64>>>(tmp);
}
