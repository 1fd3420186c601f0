// Look-alike of member/probe_a: the same read-back into a local Buf (reported: above SyncedCopyQuietBytes).
#include <cuda_runtime.h>
struct Buf { unsigned count; char text[9216]; };
void check(Buf *d, cudaStream_t s) {
  Buf local;
  cudaMemcpyAsync(&local, d, sizeof(Buf), cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  if (local.count) throw 1;
}
void run(Buf *d, cudaStream_t s, int steps) { for (int t = 0; t < steps; ++t) check(d, s); }
