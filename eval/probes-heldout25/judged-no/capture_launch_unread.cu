// heldout25 probe (comm_scope cudaGraph*_kernel.cu:40/36 shape): launches inside a stream capture, never followed by
// a last-error read; the checked cudaStreamEndCapture is the next CUDA call.
#include <cuda_runtime.h>
#include <cstdlib>
#define CHECK(x) do { if ((x) != cudaSuccess) std::abort(); } while (0)
__global__ void empty() {}
void capture(cudaStream_t s, int n, cudaGraph_t *g) {
  CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  for (int i = 0; i < n; ++i) empty<<<1, 1, 0, s>>>();
  CHECK(cudaStreamEndCapture(s, g));
}
