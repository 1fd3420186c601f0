// phantom-fhe shape (include/rns_bconv.cuh:41, called in src/rns.cu:188-189's loop): the copy in a member init() that
// a loop calls on each element of a vector, host side from an 'auto *' accessor returning a member vector's .data().
#include <cuda_runtime.h>
#include <memory>
#include <vector>
class Conv { std::vector<unsigned long> t_; public: Conv(int n) : t_(n) {} auto *neg() { return t_.data(); } size_t n() const { return t_.size(); } };
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
