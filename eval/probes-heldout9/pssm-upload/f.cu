// d.cu with the upload inside setQuery's loop over the GPUs (cudaSetDevice(ids[gpu])), as at cudasw4.cuh:1981-2012:
// the per-query loop of main is three calls up, but the nearest loop is a loop over devices.
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
  std::vector<int> ids;
  std::vector<GpuPSSM> g;
  std::vector<cudaStream_t> s;
  void setQuery(int n) {
    PSSM p;
    p.data.resize(21 * n);
    for (int gpu = 0; gpu < (int)ids.size(); ++gpu) {
      cudaSetDevice(ids[gpu]);
      g[gpu].upload(p, s[gpu]);
    }
  }
  int scan(int n) { setQuery(n); return 0; }
};
int main() {
  Engine e;
  e.ids = {0};
  e.g.resize(1);
  e.s.resize(1);
  cudaStreamCreate(&e.s[0]);
  for (int q = 0; q < 100; ++q) e.scan(q + 1);
}
