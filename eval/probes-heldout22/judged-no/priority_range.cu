// heldout22 probe (bifrost cuda/stream.hpp:115 shape): the priority range query dropped, the creation that uses it checked.
#include <cuda_runtime.h>
#include <stdexcept>
inline void check(cudaError_t e) { if (e != cudaSuccess) throw std::runtime_error(cudaGetErrorString(e)); }
cudaStream_t make_stream(bool high) {
  cudaStream_t s;
  if (high) {
    int lo, hi;
    cudaDeviceGetStreamPriorityRange(&lo, &hi);
    check(cudaStreamCreateWithPriority(&s, cudaStreamNonBlocking, hi));
  } else {
    check(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  }
  return s;
}
