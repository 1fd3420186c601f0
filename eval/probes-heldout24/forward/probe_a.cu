// Bonsai shape: an argument-less d2h() takes the overload that forwards its defaulted flag and stream to the one
// that reads the stream only in its !blocking branch (treecode/Bonsai@581fa8e runtime/include/my_cuda_rt.h:668-690).
#include <cuda_runtime.h>
struct Buf {
  float *d, *h; int n;
  void d2h(int m, bool blocking = true, cudaStream_t s = 0) {
    if (blocking) cudaMemcpy(h, d, m * sizeof(float), cudaMemcpyDeviceToHost);
    else cudaMemcpyAsync(h, d, m * sizeof(float), cudaMemcpyDeviceToHost, s);
  }
  void d2h(bool blocking = true, cudaStream_t s = 0) { d2h(n, blocking, s); }
};
__global__ void k(float *p) { p[0] = 1; }
void step(Buf &b, cudaStream_t s) {
  k<<<1, 1, 0, s>>>(b.d);
  b.d2h();        // forwarding overload: reported?
}
