// access/probe_a's control: the same loop copying .data() of a std::vector reference parameter.
#include <cuda_runtime.h>
#include <vector>
void upload(unsigned long *d, const std::vector<unsigned long> &t, int rows, int n, cudaStream_t s) {
  for (int i = 0; i < rows; i++)
    cudaMemcpyAsync(d + i * n, t.data(), n * sizeof(unsigned long), cudaMemcpyHostToDevice, s);   // reported
}
