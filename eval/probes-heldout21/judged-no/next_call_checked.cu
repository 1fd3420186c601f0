// heldout21 probe: ekondis/mixbench@236a0be main-cuda.cpp:23 and wilicc/gpu-burn@3ead140 gpu_burn-drv.cpp:354's class,
// written from scratch: a dropped call whose failure the very next, checked call reports. Reported (right by the page);
// judged not worth acting on.
#include <cstdlib>
#include <cuda_runtime.h>
#define CK(x) do { if ((x) != cudaSuccess) std::exit(1); } while (0)
void setup(int *count) {
  cudaSetDevice(0);
  CK(cudaGetDeviceCount(count));
}
void mark(cudaStream_t s) {
  cudaEvent_t e;
  cudaEventCreate(&e);
  CK(cudaEventRecord(e, s));
  CK(cudaEventSynchronize(e));
  CK(cudaEventDestroy(e));
}
