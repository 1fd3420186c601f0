// access/probe_b with host/rns.h's exact accessor: an element of a vector of vectors, after a range check.
#include <cuda_runtime.h>
#include <stdexcept>
#include <vector>
class Conv { std::vector<std::vector<unsigned long>> t_; public: Conv(int r, int n) : t_(r, std::vector<unsigned long>(n)) {}
  unsigned long *row(size_t i) { if (i >= t_.size()) throw std::out_of_range("row"); return t_[i].data(); } };
void upload(unsigned long *d, Conv &c, int rows, int n, cudaStream_t s) {
  for (int i = 0; i < rows; i++)
    cudaMemcpyAsync(d + i * n, c.row(i), n * sizeof(unsigned long), cudaMemcpyHostToDevice, s);   // reported?
}
