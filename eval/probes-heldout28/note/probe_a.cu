// FLAMEGPU2 shape (FLAMEGPU/FLAMEGPU2@1a11aea src/flamegpu/simulation/CUDASimulation.cu:1789-1818 and :607): a pageable
// upload in a loop of its own function, which a loop of another function of the same file calls. Which loop does the
// finding's "the copy repeats" note name, and does it say "in another translation unit"?
#include <cuda_runtime.h>
#include <cstdlib>
#include <vector>
struct Sim {
  std::vector<std::vector<int>> states;
  cudaStream_t s;
  void create() {
    for (auto &st : states) {
      size_t n = st.size() * sizeof(int);
      char *t = (char *)malloc(n);
      char *d;
      cudaMalloc(&d, n);
      cudaMemcpyAsync(d, t, n, cudaMemcpyHostToDevice, s);
      cudaStreamSynchronize(s);
      free(t);
    }
  }
  bool step() { create(); return true; }
  void run(int steps) { for (int i = 0; i < steps; ++i) step(); }
};
void entry(Sim &sim) { sim.run(10); }
