// Narrowing a.cu: a plain std::vector<int> member reached through the pointer (no vector of vectors).
#include <cuda_runtime.h>
#include <vector>
struct Param { std::vector<int> shape; };
void upload(const std::vector<int> &orders, void *buf, cudaStream_t s) {
  cudaMemcpyAsync(buf, orders.data(), orders.size() * sizeof(int), cudaMemcpyHostToDevice, s);
}
void forward(Param *p, void *buf, cudaStream_t s, int n) {
  for (int i = 0; i < n; i++) upload(p->shape, buf, s);
}
