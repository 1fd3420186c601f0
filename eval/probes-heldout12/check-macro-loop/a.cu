// A glog/abseil-style CHECK: the call sits in the condition of a while whose body never returns.
#include <cuda_runtime.h>
#include <vector>
[[noreturn]] void fatal(const char *what);
#define CHECK_CUDA(x) while (const char *m_ = ((x) == cudaSuccess ? nullptr : #x)) fatal(m_)

struct Buffer {
  int *d = nullptr;
  cudaStream_t s = nullptr;
  void upload(const std::vector<int> &v) {
    CHECK_CUDA(cudaMemcpyAsync(d, v.data(), v.size() * sizeof(int), cudaMemcpyHostToDevice, s));
  }
};

Buffer make_structure(int n) {   // once, like ceres' CudaBlockStructure constructor
  std::vector<int> rows(n);
  Buffer b;
  b.upload(rows);
  return b;
}
