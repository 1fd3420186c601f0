// heldout30 probe (silent, judged worth acting on): the member event `ready` is created with timing, only recorded and
// waited on (cudaStreamWaitEvent), and recorded on every iteration of run()'s loop in this unit. The page leaves it
// silent (a field of a class defined in a header); an engineer would add cudaEventDisableTiming.
// BLIND and BEFORE: silent. Same class defined in this file (silent_member_event_local.cu): reported at line 11 (the creation).
#include "silent_member_event.cuh"
__global__ void k(float *d, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) d[i] += 1; }
Stage::Stage() { cudaStreamCreate(&a); cudaStreamCreate(&b); cudaEventCreate(&ready); }
void Stage::step(float *d, int n) {
  k<<<(n + 255) / 256, 256, 0, a>>>(d, n);
  cudaEventRecord(ready, a);
  cudaStreamWaitEvent(b, ready, 0);
  k<<<(n + 255) / 256, 256, 0, b>>>(d, n);
}
void run(float *d, int n) {
  Stage s;
  for (int i = 0; i < 100; ++i) s.step(d, n);
  cudaStreamSynchronize(s.b);
}
