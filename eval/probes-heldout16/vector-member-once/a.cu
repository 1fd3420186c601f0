#include <cuda_runtime.h>
#include <vector>
struct Host { std::vector<size_t> sizes; };
struct Dev {
  size_t *d = nullptr;
  Dev(const Host &h) {
    cudaMalloc(&d, h.sizes.size() * sizeof(size_t));
    cudaMemcpyAsync(d, h.sizes.data(), h.sizes.size() * sizeof(size_t), cudaMemcpyHostToDevice, cudaStreamLegacy);
  }
};
int main() { Host h{{1, 2, 3}}; Dev dv(h); cudaDeviceSynchronize(); }
