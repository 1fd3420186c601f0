// a.cu as a range-for over the configurations.
#include <vector>
__global__ void k(float *out) { out[threadIdx.x] = 0; }
int main() {
  struct Config { const char *name; int grid; };
  std::vector<Config> configs = {{"v2", 4096}, {"v3", 4096}, {"v4", 4096}, {"v5", 1024}};
  for (const auto &cfg : configs) {
    float *d_out;
    cudaMalloc(&d_out, cfg.grid * sizeof(float));
    for (int it = 0; it < 100; ++it) k<<<cfg.grid / 256, 256>>>(d_out);
    cudaDeviceSynchronize();
    cudaFree(d_out);
  }
  return 0;
}
