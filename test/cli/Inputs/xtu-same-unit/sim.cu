// A pageable upload in a loop that allocates the copy's device buffer per iteration (not a
// repeat by that loop), in a function that a loop of the same file calls on every step, four
// calls up: the project index finds that loop, in this unit (held-out round 28,
// FLAMEGPU/FLAMEGPU2@1a11aea src/flamegpu/simulation/CUDASimulation.cu:1818).
#include "cuda_runtime.h"
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
      // (no wait here: an upload waited for right after, of a size not told, is quiet)
      free(t);
    }
  }
  void reset() { create(); }
  bool step() {
    reset();
    return true;
  }
  void run(int steps) {
    for (int i = 0; i < steps; ++i)
      step();
  }
};

void entry(Sim &sim) { sim.run(10); }
