// heldout23 probe: multigpu/probe_c with the streams in a plain member array (cudaStream_t s[16]).
#include <cuda_runtime.h>
__global__ void k(float *p) { p[0] = 1; }
class Multi { cudaStream_t s[16]; float *d[16]; int n; public: Multi(int ngpu); void compute(float *tmp); };
Multi::Multi(int ngpu) : n(ngpu) { for (int gpu = 0; gpu < n; ++gpu) { cudaSetDevice(gpu); cudaStreamCreate(&s[gpu]); } }
void Multi::compute(float *tmp) {
  for (int gpu = 0; gpu < n; ++gpu) { cudaSetDevice(gpu); k<<<1, 64, 0, s[gpu]>>>(d[gpu]); }
  for (int gpu = 0; gpu < n; ++gpu) { cudaSetDevice(gpu); cudaDeviceSynchronize(); }
  cudaSetDevice(0);
  for (int gpu = 0; gpu < n; ++gpu) k<<<1, 64>>>(tmp);
}
