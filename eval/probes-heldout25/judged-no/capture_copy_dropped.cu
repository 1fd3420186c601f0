// heldout25 probe (comm_scope cudaGraph*_cudaMemcpyAsync.cu:44/43 shape): a copy dropped inside a stream capture
// whose checked cudaStreamEndCapture reports a failed (invalidated) capture.
#include <cuda_runtime.h>
#include <cstdlib>
#define CHECK(x) do { if ((x) != cudaSuccess) std::abort(); } while (0)
void capture(cudaStream_t s, void *dst, const void *src, int n, cudaGraph_t *g) {
  CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  for (int i = 0; i < n; ++i) cudaMemcpyAsync(dst, src, 100, cudaMemcpyDefault, s);
  CHECK(cudaStreamEndCapture(s, g));
}
