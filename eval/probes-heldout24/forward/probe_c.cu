// Control: the branching overload with the flag written out as a constant (the page's own example shape).
#include <cuda_runtime.h>
struct Buf {
  float *d, *h; int n;
  void d2h(int m, bool blocking = true, cudaStream_t s = 0) {
    if (blocking) cudaMemcpy(h, d, m * sizeof(float), cudaMemcpyDeviceToHost);
    else cudaMemcpyAsync(h, d, m * sizeof(float), cudaMemcpyDeviceToHost, s);
  }
};
__global__ void k(float *p) { p[0] = 1; }
void step(Buf &b, cudaStream_t s) {
  k<<<1, 1, 0, s>>>(b.d);
  b.d2h(b.n, true);
}
