// heldout22 probe (ADEPT driver.cpp:38,39 shape): a timing-enabled event recorded and waited once per batch.
#include <cuda_runtime.h>
__global__ void align(int *d) { d[threadIdx.x] += 1; }
struct Lane { cudaStream_t s; cudaEvent_t done; Lane() { cudaStreamCreate(&s); cudaEventCreateWithFlags(&done, cudaEventBlockingSync); } };
void run(int *d, int nbatch) {
  Lane *l = new Lane();
  for (int b = 0; b < nbatch; ++b) {
    align<<<1, 32, 0, l->s>>>(d);
    cudaEventRecord(l->done, l->s);
    cudaEventSynchronize(l->done);
  }
}
