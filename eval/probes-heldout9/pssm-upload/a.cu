// Reduced from soedinglab/MMseqs2@f71d0a6 lib/libmarv/src/pssm.cuh:199 (GpuPSSM::upload), called per query.
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
};
int main() {
  Engine e;
  cudaStreamCreate(&e.s);
  for (int q = 0; q < 100; ++q) e.setQuery(q + 1);
}
