// Look-alike of a.cu: the caller passes a local std::vector (expected reported).
#include <cuda_runtime.h>
#include <vector>
struct Param { std::vector<std::vector<int>> shapes; };
void upload(const std::vector<int> &orders, void *buf, cudaStream_t s) {
  cudaMemcpyAsync(buf, orders.data(), orders.size() * sizeof(int), cudaMemcpyHostToDevice, s);
}
void forward(Param *p, void *buf, cudaStream_t s, int n) {
  std::vector<int> local(4); for (int i = 0; i < n; i++) upload(local, buf, s);
}
