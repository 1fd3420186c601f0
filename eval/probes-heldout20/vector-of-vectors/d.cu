// Narrowing a.cu: an element of a local vector of vectors (no pointer).
#include <cuda_runtime.h>
#include <vector>
struct Param { std::vector<std::vector<int>> shapes; };
void upload(const std::vector<int> &orders, void *buf, cudaStream_t s) {
  cudaMemcpyAsync(buf, orders.data(), orders.size() * sizeof(int), cudaMemcpyHostToDevice, s);
}
void forward(void *buf, cudaStream_t s, int n) {
  std::vector<std::vector<int>> vv(n, std::vector<int>(4));
  for (int i = 0; i < n; i++) upload(vv[i], buf, s);
}
