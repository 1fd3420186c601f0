// heldout22 probe: as probe_c, with the row named first (a reference to the inner vector).
#include <cuda_runtime.h>
#include <vector>
void upload(int *d, int stride, int nrow, cudaStream_t s) {
  std::vector<std::vector<int>> rows(nrow, std::vector<int>(stride));
  for (int r = 0; r < nrow; ++r) {
    const std::vector<int> &row = rows[r];
    cudaMemcpyAsync(d + r * stride, row.data(), sizeof(int) * row.size(), cudaMemcpyHostToDevice, s);
  }
  cudaStreamSynchronize(s);
}
