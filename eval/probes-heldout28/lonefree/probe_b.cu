// Look-alike of lonefree/probe_a: the same loop freeing one buffer that is allocated in the same iteration (reported).
#include <cuda_runtime.h>
void finish(float *h, int n, int len) {
  for (int l = 0; l < n; ++l) {
    float *p;
    cudaMalloc(&p, len * sizeof(float));
    cudaMemcpy(h, p, len * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(p);
  }
}
