// Look-alike of readback/probe_a: the stream synchronized right after the copy, the frees after it (quiet by
// SyncedCopyQuietBytes).
#include <cuda_runtime.h>
void check(unsigned *d_out, unsigned *d_tmp, cudaStream_t s) {
  unsigned flags = 0;
  cudaMemcpyAsync(&flags, d_out, sizeof(unsigned), cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  cudaFree(d_tmp);
  cudaFree(d_out);
  if (flags) throw 1;
}
