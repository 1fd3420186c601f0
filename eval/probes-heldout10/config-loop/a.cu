// sylvia-ymlin/GPU-Programming kernels/tests/test_reduction.cu:1036,1074 reduced: one output buffer per kernel
// variant of a 4-entry comparison, indexed loop over a local vector of configurations.
#include <vector>
__global__ void k(float *out) { out[threadIdx.x] = 0; }
int main() {
  struct Config { const char *name; int grid; };
  std::vector<Config> configs = {{"v2", 4096}, {"v3", 4096}, {"v4", 4096}, {"v5", 1024}};
  for (size_t i = 0; i < configs.size(); ++i) {
    const auto &cfg = configs[i];
    float *d_out;
    cudaMalloc(&d_out, cfg.grid * sizeof(float));
    for (int it = 0; it < 100; ++it) k<<<cfg.grid / 256, 256>>>(d_out);
    cudaDeviceSynchronize();
    cudaFree(d_out);
  }
  return 0;
}
