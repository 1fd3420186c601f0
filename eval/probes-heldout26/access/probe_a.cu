// phantom-fhe shape (src/context.cu:211-217, include/ntt.cuh:119): the host side is .data() of a std::vector member
// returned by a const-reference accessor, uploaded on every iteration of a loop.
#include <cuda_runtime.h>
#include <vector>
class Level { std::vector<unsigned long> t_; public: Level(int n) : t_(n) {} const std::vector<unsigned long> &t() const { return t_; } };
void upload(unsigned long *d, const std::vector<Level> &lv, int n, cudaStream_t s) {
  for (size_t i = 0; i < lv.size(); i++)
    cudaMemcpyAsync(d + i * n, lv[i].t().data(), n * sizeof(unsigned long), cudaMemcpyHostToDevice, s);   // reported?
}
