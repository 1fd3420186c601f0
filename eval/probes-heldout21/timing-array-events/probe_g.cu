// heldout21 probe: probe_e's single event, but the loop is gpu-burn's: while (flag), cudaEventQuery poll, no stream wait.
#include <cuda_runtime.h>
#include <unistd.h>
__global__ void k(float *a) { a[threadIdx.x] += 1.0f; }
bool running = true;
void burn(float *d) {
  cudaEvent_t ev;
  cudaEventCreate(&ev);
  while (running) {
    k<<<1, 32>>>(d);
    cudaEventRecord(ev, 0);
    while (cudaEventQuery(ev) != cudaSuccess) usleep(1000);
  }
  cudaEventSynchronize(ev);
}
