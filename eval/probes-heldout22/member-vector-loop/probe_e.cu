// heldout22 probe (control): a local flat std::vector uploaded per row in a loop.
#include <cuda_runtime.h>
#include <vector>
void upload(int *d, int stride, int nrow, cudaStream_t s) {
  std::vector<int> flat(nrow * stride);
  for (int r = 0; r < nrow; ++r)
    cudaMemcpyAsync(d + r * stride, &flat[r * stride], sizeof(int) * stride, cudaMemcpyHostToDevice, s);
  cudaStreamSynchronize(s);
}
