// Look-alike of readback/probe_a: the frees call cudaFree directly (silent in both builds).
#include <cuda_runtime.h>
void check(unsigned *d_out, unsigned *d_tmp, cudaStream_t s) {
  unsigned flags = 0;
  cudaMemcpyAsync(&flags, d_out, sizeof(unsigned), cudaMemcpyDeviceToHost, s);
  cudaFree(d_tmp);
  cudaFree(d_out);
  cudaStreamSynchronize(s);
  if (flags) throw 1;
}
