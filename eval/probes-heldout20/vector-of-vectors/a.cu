// Miss of held-out round 20 (Tencent/TNN@f0cb081 cuda_einsum_layer_acc.cu:133), reduced: a const std::vector<int>&
// parameter uploaded in a function called on every iteration of a loop, the caller passing an element of a
// std::vector<std::vector<int>> reached through a pointer. By the page: pageable whichever vector is passed.
#include <cuda_runtime.h>
#include <vector>
struct Param { std::vector<std::vector<int>> shapes; };
void upload(const std::vector<int> &orders, void *buf, cudaStream_t s) {
  cudaMemcpyAsync(buf, orders.data(), orders.size() * sizeof(int), cudaMemcpyHostToDevice, s);
}
void forward(Param *p, void *buf, cudaStream_t s, int n) {
  for (int i = 0; i < n; i++) upload(p->shapes[i], buf, s);
}
