// FLAMEGPU2 shape (FLAMEGPU/FLAMEGPU2@1a11aea src/flamegpu/simulation/detail/CUDAAgent.cu:233-245 with
// include/flamegpu/detail/cuda.cuh:28): a 4-byte read-back into a local, then the scratch buffers are freed through the
// project's checking cudaFree wrapper, then the stream is synchronized. Reported?
#include <cuda_runtime.h>
inline cudaError_t checkedFree(void *p) {
  cudaPointerAttributes a;
  cudaError_t st = cudaPointerGetAttributes(&a, p);
  if (st == cudaSuccess && a.type == cudaMemoryTypeDevice) st = ::cudaFree(p);
  return st;
}
void check(unsigned *d_out, unsigned *d_tmp, cudaStream_t s) {
  unsigned flags = 0;
  cudaMemcpyAsync(&flags, d_out, sizeof(unsigned), cudaMemcpyDeviceToHost, s);
  checkedFree(d_tmp);
  checkedFree(d_out);
  cudaStreamSynchronize(s);
  if (flags) throw 1;
}
