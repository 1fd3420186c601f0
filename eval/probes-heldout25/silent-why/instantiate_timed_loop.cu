// heldout25 probe (comm_scope cudaGraphInstantiate_*.cu:48/44 shape): capture + instantiate on every iteration,
// destroyed in the loop, never launched (a); the same with a launch (b).
#include <cuda_runtime.h>
#include <cstdlib>
#define CHECK(x) do { if ((x) != cudaSuccess) std::abort(); } while (0)
__global__ void k() {}
void a(cudaStream_t s, int n) {
  cudaGraph_t g; cudaGraphExec_t x;
  for (int i = 0; i < n; ++i) {
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal)); k<<<1, 1, 0, s>>>(); CHECK(cudaStreamEndCapture(s, &g));
    CHECK(cudaGraphInstantiate(&x, g, 0)); CHECK(cudaGraphDestroy(g)); CHECK(cudaGraphExecDestroy(x));
  }
}
void b(cudaStream_t s, int n) {
  cudaGraph_t g; cudaGraphExec_t x;
  for (int i = 0; i < n; ++i) {
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal)); k<<<1, 1, 0, s>>>(); CHECK(cudaStreamEndCapture(s, &g));
    CHECK(cudaGraphInstantiate(&x, g, 0)); CHECK(cudaGraphLaunch(x, s)); CHECK(cudaGraphDestroy(g)); CHECK(cudaGraphExecDestroy(x));
  }
}
