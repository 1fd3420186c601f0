#include <cuda_runtime.h>
#include <vector>
struct S { void run(const std::vector<int> &h, int *d, cudaStream_t s); void k(int *, cudaStream_t); };
void decode(S &x, int *d, cudaStream_t s) {
  std::vector<int> h(10, 1);
  for (int step = 0; step < 100; ++step) { h.push_back(step); x.run(h, d, s); }
}
