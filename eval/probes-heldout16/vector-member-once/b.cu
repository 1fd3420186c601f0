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
int main(int argc, char **) { Host h{{1, 2, 3}}; for (int i = 0; i < argc * 100; ++i) { Dev dv(h); } cudaDeviceSynchronize(); }
