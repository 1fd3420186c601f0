// heldout23 probe: multigpu/probe_a's gather with no legacy scatter before the streams (stream work, waits, gather).
#include <cuda_runtime.h>
__global__ void k(float *p) { p[0] = 1; }
struct PerGpu { cudaStream_t stream; float *d; };
class Multi { PerGpu g[16]; int n; public: Multi(int ngpu); void compute(float *tmp); };
Multi::Multi(int ngpu) : n(ngpu) { for (int gpu = 0; gpu < n; ++gpu) { cudaSetDevice(gpu); cudaStreamCreate(&g[gpu].stream); } }
void Multi::compute(float *tmp) {
  for (int gpu = 0; gpu < n; ++gpu) { cudaSetDevice(gpu); k<<<1, 64, 0, g[gpu].stream>>>(g[gpu].d); }
  for (int gpu = 0; gpu < n; ++gpu) { cudaSetDevice(gpu); cudaDeviceSynchronize(); }
  cudaSetDevice(0);
  for (int gpu = 0; gpu < n; ++gpu) k<<<1, 64>>>(tmp);
}
