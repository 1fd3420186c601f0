// heldout21 probe: gpu-burn's event shape (wilicc/gpu-burn@3ead140 gpu_burn-drv.cpp:352-378), written from scratch.
// Events created with timing, recorded once per iteration of a working loop, queried and synchronized, never timed.
#include <cuda.h>
#include <cuda_runtime.h>
#include <unistd.h>
__global__ void k(float *a) { a[threadIdx.x] += 1.0f; }
bool running = true;
void burn(float *d) {
  CUevent ev[2];
  for (int i = 0; i < 2; ++i) cuEventCreate(ev + i, 0);      // A: driver API, 'ev + i' (gpu-burn)
  int idx = 0;
  while (running) {
    k<<<1, 32>>>(d);
    cuEventRecord(ev[idx], 0);
    idx = (idx + 1) % 2;
    while (cuEventQuery(ev[idx]) != CUDA_SUCCESS) usleep(1000);
  }
  for (int i = 0; i < 2; ++i) cuEventSynchronize(ev[i]);
}
