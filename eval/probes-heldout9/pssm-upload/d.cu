// a.cu with the real call depth: upload <- setQuery <- scan <- the query loop of main (three calls up).
#include <cuda_runtime.h>
#include <vector>
struct PSSM { std::vector<int> data; };
struct GpuPSSM {
  int *d = nullptr;
  void upload(const PSSM &rhs, cudaStream_t s) {
    cudaMemcpyAsync(d, rhs.data.data(), sizeof(int) * rhs.data.size(), cudaMemcpyHostToDevice, s);
  }
};
struct Engine {
  GpuPSSM g;
  cudaStream_t s;
  void setQuery(int n) {
    PSSM p;
    p.data.resize(21 * n);
    g.upload(p, s);
  }
  int scan(int n) { setQuery(n); return 0; }
};
int main() {
  Engine e;
  cudaStreamCreate(&e.s);
  for (int q = 0; q < 100; ++q) e.scan(q + 1);
}
