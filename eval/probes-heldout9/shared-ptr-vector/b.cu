// a.cu with struct TargetIds moved to a header (ids.h), as in the real code.
#include <cuda_runtime.h>
#include <memory>
#include <vector>
#include "ids.h"
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
