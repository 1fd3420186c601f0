// Variant of miss/probe_a: the same loop over the map's entries with it.second instead of a structured binding (also silent in
// both builds: the vector held as a map's value is what is not followed, not the binding).
#include <string>
#include <unordered_map>
#include <vector>
void init(std::unordered_map<std::string, std::vector<char>> &m, char *d, cudaStream_t s) {
  for (const auto &it : m)
    cudaMemcpyAsync(d, it.second.data(), it.second.size(), cudaMemcpyHostToDevice, s);
  cudaStreamSynchronize(s);
}
