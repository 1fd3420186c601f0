// Reduced from soedinglab/MMseqs2@f71d0a6 lib/libmarv/src/cudasw4.cuh:3090: the ids of a std::vector member reached
// through a std::shared_ptr member, uploaded once per query.
#include <cuda_runtime.h>
#include <memory>
#include <vector>
struct TargetIds { std::vector<int> ids; };
struct Engine {
  std::shared_ptr<TargetIds> target;
  int *d = nullptr;
  cudaStream_t s;
  void process() {
    cudaMemcpyAsync(d, target->ids.data(), sizeof(int) * target->ids.size(), cudaMemcpyHostToDevice, s);
  }
  void processRaw(TargetIds *t) {
    cudaMemcpyAsync(d, t->ids.data(), sizeof(int) * t->ids.size(), cudaMemcpyHostToDevice, s);
  }
};
int main() {
  Engine e;
  cudaStreamCreate(&e.s);
  TargetIds t;
  for (int q = 0; q < 100; ++q) { e.process(); e.processRaw(&t); }
}
