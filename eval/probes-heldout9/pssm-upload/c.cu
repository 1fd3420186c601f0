// Reduced from soedinglab/MMseqs2@f71d0a6 lib/libmarv/src/pssm.cuh:199 (GpuPSSM::upload), called per query.
#include <cuda_runtime.h>
#include <vector>
struct PSSM { std::vector<int> data; };
struct GpuPSSM {
  int *d = nullptr;
  void upload(const std::vector<int> &v, cudaStream_t s) {
    cudaMemcpyAsync(d, v.data(), sizeof(int) * v.size(), cudaMemcpyHostToDevice, s);
  }
};
struct Engine {
  GpuPSSM g;
  cudaStream_t s;
  void setQuery(int n) {
    PSSM p;
    p.data.resize(21 * n);
    g.upload(p.data, s);
  }
};
int main() {
  Engine e;
  cudaStreamCreate(&e.s);
  for (int q = 0; q < 100; ++q) e.setQuery(q + 1);
}
