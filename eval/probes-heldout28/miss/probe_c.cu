// FLAMEGPU2 shape (FLAMEGPU/FLAMEGPU2@1a11aea src/flamegpu/simulation/detail/RandomManager.cu:146-166): a device-to-host copy
// into either a fresh malloc'd buffer or a private member that is only ever assigned that buffer. Reported in both builds: the
// reduced shape does not reproduce the miss of RandomManager.cu:161, whose cause was not traced.
#include <cuda_runtime.h>
#include <cstdlib>
class Mgr {
 public:
  void shrink(size_t n, size_t len, cudaStream_t s);
 private:
  float *d = nullptr;
  float *h = nullptr;
  size_t hsize = 0;
};
void Mgr::shrink(size_t n, size_t len, cudaStream_t s) {
  float *t = len > hsize ? (float *)malloc(len * sizeof(float)) : h;
  cudaMemcpyAsync(t + n, d + n, (len - n) * sizeof(float), cudaMemcpyDeviceToHost, s);
  if (len > hsize) { free(h); h = t; hsize = len; }
  cudaStreamSynchronize(s);
}
