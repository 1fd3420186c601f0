// access/probe_m with the class in a header (access/conv_n.h), as host/rns.h holds BaseConverter and RNSBase.
#include <cuda_runtime.h>
#include <memory>
#include <vector>
#include "conv_n.h"
struct DConv {
  unsigned long *d = nullptr;
  void init(Conv &c, cudaStream_t s) {
    cudaMallocAsync(&d, c.n() * sizeof(unsigned long), s);
    cudaMemcpyAsync(d, c.neg(), c.n() * sizeof(unsigned long), cudaMemcpyHostToDevice, s);   // reported?
  }
};
void build(std::vector<DConv> &dv, std::vector<std::shared_ptr<Conv>> &cv, cudaStream_t s) {
  for (size_t i = 0; i < cv.size(); i++) dv[i].init(*cv[i], s);
}
