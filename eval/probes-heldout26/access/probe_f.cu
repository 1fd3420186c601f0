// access/probe_d without the range check: 'return t_[i].data();' of a vector of vectors.
#include <cuda_runtime.h>
#include <vector>
class Conv { std::vector<std::vector<unsigned long>> t_; public: Conv(int r, int n) : t_(r, std::vector<unsigned long>(n)) {}
  unsigned long *row(size_t i) { return t_[i].data(); } };
void upload(unsigned long *d, Conv &c, int rows, int n, cudaStream_t s) {
  for (int i = 0; i < rows; i++)
    cudaMemcpyAsync(d + i * n, c.row(i), n * sizeof(unsigned long), cudaMemcpyHostToDevice, s);   // reported?
}
