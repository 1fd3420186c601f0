// heldout22 probe (fdmt.cu:573 shape): a member vector of vectors, uploaded row by row in a loop, then one wait.
#include <cuda_runtime.h>
#include <vector>
class Plan {
  std::vector<std::vector<int>> rows_;
  int *d_;
  cudaStream_t s_;
public:
  void upload(int stride) {
    for (int r = 0; r < (int)rows_.size(); ++r)
      cudaMemcpyAsync(d_ + r * stride, &rows_[r][0], sizeof(int) * rows_[r].size(), cudaMemcpyHostToDevice, s_);
    cudaStreamSynchronize(s_);
  }
};
