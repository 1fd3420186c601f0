// access/probe_g with host/rns.h's BaseConverter shape: a private method declared in the class and defined in another
// unit (BaseConverter::initialize, src/host/rns.cu), which may write the member vector.
#include <cuda_runtime.h>
#include <memory>
#include <vector>
class Conv { void initialize(); std::vector<unsigned long> t_; public: Conv(int n) : t_(n) {} auto *neg() { return t_.data(); } size_t n() const { return t_.size(); } };
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
