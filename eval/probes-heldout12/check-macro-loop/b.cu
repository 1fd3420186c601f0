// The same copy checked with an if: no loop around it.
#include <cuda_runtime.h>
#include <vector>
[[noreturn]] void fatal(const char *what);
#define CHECK_CUDA(x) while (const char *m_ = ((x) == cudaSuccess ? nullptr : #x)) fatal(m_)

struct Buffer {
  int *d = nullptr;
  cudaStream_t s = nullptr;
  void upload(const std::vector<int> &v) {
    if (cudaMemcpyAsync(d, v.data(), v.size() * sizeof(int), cudaMemcpyHostToDevice, s) != cudaSuccess) fatal("copy");
  }
};

Buffer make_structure(int n) {   // once, like ceres' CudaBlockStructure constructor
  std::vector<int> rows(n);
  Buffer b;
  b.upload(rows);
  return b;
}
