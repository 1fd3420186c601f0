// FLAMEGPU2 shape (FLAMEGPU/FLAMEGPU2@1a11aea src/flamegpu/simulation/detail/CUDAScatter.cu:213,532): a table of one small
// descriptor per variable, built with push_back into a std::vector of structs, uploaded with sizeof(entry) * size() and read
// by one kernel; called on every iteration of a loop. Is the upload reported?
#include <cuda_runtime.h>
#include <vector>
struct Entry { unsigned len; char *in; char *out; };
__global__ void k(Entry *e, unsigned n) {}
void scatter(Entry *d_tab, const std::vector<int> &vars, cudaStream_t s) {
  std::vector<Entry> sd;
  for (int v : vars) sd.push_back({(unsigned)v, nullptr, nullptr});
  cudaMemcpyAsync(d_tab, sd.data(), sizeof(Entry) * sd.size(), cudaMemcpyHostToDevice, s);
  k<<<1, 32, 0, s>>>(d_tab, (unsigned)sd.size());
  cudaStreamSynchronize(s);
}
void step(Entry *d_tab, const std::vector<int> &vars, cudaStream_t s, int steps) {
  for (int i = 0; i < steps; ++i) scatter(d_tab, vars, s);
}
