// d.cu with setQuery and scan as member templates, as in cudasw4.cuh (setQuery<QueryView>, scan<QueryView>).
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
  template <class Q> void setQuery(Q n) {
    PSSM p;
    p.data.resize(21 * n);
    g.upload(p, s);
  }
  template <class Q> int scan(Q n) { setQuery(n); return 0; }
};
int main() {
  Engine e;
  cudaStreamCreate(&e.s);
  for (int q = 0; q < 100; ++q) e.scan(q + 1);
}
