// Look-alike of table/probe_a: the same table built by v[i] = field assignments into a vector sized at its declaration
// (the page's "table of per-item parameters"). Silent by the small-tables rule?
#include <cuda_runtime.h>
#include <vector>
struct Var { unsigned size; };
__global__ void k(unsigned *e, unsigned n) {}
void scatter(unsigned *d_tab, const std::vector<Var> &vars, cudaStream_t s) {
  std::vector<unsigned> sd(vars.size());
  for (size_t i = 0; i < vars.size(); ++i) sd[i] = vars[i].size;
  cudaMemcpyAsync(d_tab, sd.data(), sizeof(unsigned) * sd.size(), cudaMemcpyHostToDevice, s);
  k<<<1, 32, 0, s>>>(d_tab, (unsigned)sd.size());
  cudaStreamSynchronize(s);
}
void step(unsigned *d_tab, const std::vector<Var> &vars, cudaStream_t s, int steps) {
  for (int i = 0; i < steps; ++i) scatter(d_tab, vars, s);
}
