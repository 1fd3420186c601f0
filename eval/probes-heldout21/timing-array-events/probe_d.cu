// heldout21 probe: gpu-burn's event shape (wilicc/gpu-burn@3ead140 gpu_burn-drv.cpp:352-378), written from scratch.
// Events created with timing, recorded once per iteration of a working loop, queried and synchronized, never timed.
#include <cuda.h>
#include <cuda_runtime.h>
#include <unistd.h>
__global__ void k(float *a) { a[threadIdx.x] += 1.0f; }
bool running = true;
void burn(float *d) {
  cudaEvent_t ev[2];
  for (int i = 0; i < 2; ++i) cudaEventCreate(&ev[i]);       // D: runtime API, '&ev[i]'
  int idx = 0;
  while (running) {
    k<<<1, 32>>>(d);
    cudaEventRecord(ev[idx], 0);
    idx = (idx + 1) % 2;
    while (cudaEventQuery(ev[idx]) != cudaSuccess) usleep(1000);
  }
  for (int i = 0; i < 2; ++i) cudaEventSynchronize(ev[i]);
}
