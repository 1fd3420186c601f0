// opaque-wait/a.cu with the wait written as cudaDeviceSynchronize.
#include <cuda_runtime.h>
void SynchronizeDevice();  // another file: cudaDeviceSynchronize()
__global__ void k(float *p) { p[threadIdx.x] = 0.f; }
class Finder {
 public:
  void Sync(bool both, float *d);
 private:
  cudaStream_t s_[2];
};
void Finder::Sync(bool both, float *d) {
  if (both) {
    k<<<1, 32, 0, s_[0]>>>(d);
    k<<<1, 32, 0, s_[1]>>>(d);
  } else {
    k<<<1, 32>>>(d);
    cudaDeviceSynchronize();
    k<<<1, 32>>>(d);
  }
}
