// heldout23 probe (GPUMD nep_multigpu.cu:373/1554/1788 shape): a blocking stream per GPU in a member array of structs,
// per-GPU stream work, a wait per GPU (CHECK-wrapped), then a legacy launch per GPU; a legacy launch before the streams.
// Methods defined out of line (as in GPUMD): in-class definitions are inline and, uncalled, do not count.
#include <cuda_runtime.h>
#include <cstdlib>
#define CHECK(x) do { if ((x) != cudaSuccess) std::exit(1); } while (0)
__global__ void k(float *p) { p[0] = 1; }
struct PerGpu { cudaStream_t stream; float *d; };
class Multi { PerGpu g[16]; int n; public: Multi(int ngpu); void compute(float *tmp); };
Multi::Multi(int ngpu) : n(ngpu) {
  for (int gpu = 0; gpu < n; ++gpu) { CHECK(cudaSetDevice(gpu)); CHECK(cudaStreamCreate(&g[gpu].stream)); }
}
void Multi::compute(float *tmp) {
  for (int gpu = 0; gpu < n; ++gpu) k<<<1, 64>>>(tmp);                  // legacy scatter (1554 shape)
  for (int gpu = 0; gpu < n; ++gpu) { CHECK(cudaSetDevice(gpu)); k<<<1, 64, 0, g[gpu].stream>>>(g[gpu].d); }
  for (int gpu = 0; gpu < n; ++gpu) { CHECK(cudaSetDevice(gpu)); CHECK(cudaDeviceSynchronize()); }
  CHECK(cudaSetDevice(0));
  for (int gpu = 0; gpu < n; ++gpu) k<<<1, 64>>>(tmp);                  // legacy gather after the waits (1788 shape)
}
