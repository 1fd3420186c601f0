// heldout30 probe (control of silent_member_event.cu): the same class defined in the unit itself, all methods here.
#include <cuda_runtime.h>
__global__ void k(float *d, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) d[i] += 1; }
struct Stage {
  cudaStream_t a, b;
  cudaEvent_t ready;
  Stage();
  void step(float *d, int n);
};
Stage::Stage() {
  cudaStreamCreate(&a); cudaStreamCreate(&b); cudaEventCreate(&ready);
}
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
