// phantom-fhe shape (include/rns_bconv.cuh:32, host/rns.h:169): the host side comes from a helper method that
// returns a std::vector member's .data(), uploaded on every iteration of a loop.
#include <cuda_runtime.h>
#include <vector>
class Conv { std::vector<unsigned long> t_; public: Conv(int n) : t_(n) {} unsigned long *row(size_t i) { return t_.data() + i; } };
void upload(unsigned long *d, Conv &c, int rows, int n, cudaStream_t s) {
  for (int i = 0; i < rows; i++)
    cudaMemcpyAsync(d + i * n, c.row(i), n * sizeof(unsigned long), cudaMemcpyHostToDevice, s);   // reported?
}
