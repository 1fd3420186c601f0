// heldout22 probe: as probe_a, but a flat member std::vector<int> (one storage, sliced per row).
#include <cuda_runtime.h>
#include <vector>
class Plan {
  std::vector<int> flat_;
  int *d_;
  cudaStream_t s_;
public:
  void upload(int stride, int nrow) {
    for (int r = 0; r < nrow; ++r)
      cudaMemcpyAsync(d_ + r * stride, &flat_[r * stride], sizeof(int) * stride, cudaMemcpyHostToDevice, s_);
    cudaStreamSynchronize(s_);
  }
};
