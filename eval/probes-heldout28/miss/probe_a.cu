// FLAMEGPU2 shape (FLAMEGPU/FLAMEGPU2@1a11aea src/flamegpu/simulation/CUDASimulation.cu:1906-1919): uploads of std::vector
// storage reached through a structured binding over a map, one per entry of a loop. Reported (the key expected it)?
#include <cuda_runtime.h>
#include <string>
#include <unordered_map>
#include <vector>
void init(std::unordered_map<std::string, std::vector<char>> &m, char *d, cudaStream_t s) {
  for (const auto &[name, buff] : m)
    cudaMemcpyAsync(d, buff.data(), buff.size(), cudaMemcpyHostToDevice, s);
  cudaStreamSynchronize(s);
}
