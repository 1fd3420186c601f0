// heldout22 probe: as probe_a, but the vector of vectors is a local.
#include <cuda_runtime.h>
#include <vector>
void upload(int *d, int stride, int nrow, cudaStream_t s) {
  std::vector<std::vector<int>> rows(nrow, std::vector<int>(stride));
  for (int r = 0; r < nrow; ++r)
    cudaMemcpyAsync(d + r * stride, &rows[r][0], sizeof(int) * rows[r].size(), cudaMemcpyHostToDevice, s);
  cudaStreamSynchronize(s);
}
