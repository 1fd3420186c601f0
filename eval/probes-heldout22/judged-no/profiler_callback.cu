// heldout22 probe (bifrost trace.hpp:112,115 shape): an NVTX-style tracer that drops cudaStreamAddCallback.
#include <cuda_runtime.h>
struct Tracer {
  cudaStream_t s;
  static void CUDART_CB on_start(cudaStream_t, cudaError_t, void *) {}
  void start() { cudaStreamAddCallback(s, on_start, this, 0); }
};
