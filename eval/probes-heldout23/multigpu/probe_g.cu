// heldout23 probe: the default-stream miss of nep_multigpu.cu:373 with the streams in a plain member array and in a
// local array: blocking streams per GPU, a legacy launch before their work with no wait.
#include <cuda_runtime.h>
__global__ void k(float *p) { p[0] = 1; }
class Multi { cudaStream_t s[16]; float *d[16]; int n; public: Multi(int ngpu); void compute(float *tmp); };
Multi::Multi(int ngpu) : n(ngpu) { for (int gpu = 0; gpu < n; ++gpu) { cudaSetDevice(gpu); cudaStreamCreate(&s[gpu]); } }
void Multi::compute(float *tmp) {
  for (int gpu = 0; gpu < n; ++gpu) k<<<1, 64>>>(tmp);
  for (int gpu = 0; gpu < n; ++gpu) { cudaSetDevice(gpu); k<<<1, 64, 0, s[gpu]>>>(d[gpu]); }
}
void local(float *tmp, float **d, int n) {
  cudaStream_t s[16];
  for (int gpu = 0; gpu < n; ++gpu) { cudaSetDevice(gpu); cudaStreamCreate(&s[gpu]); }
  for (int step = 0; step < 100; ++step) {
    k<<<1, 64>>>(tmp);
    for (int gpu = 0; gpu < n; ++gpu) { cudaSetDevice(gpu); k<<<1, 64, 0, s[gpu]>>>(d[gpu]); }
  }
}
