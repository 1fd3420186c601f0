// Uni-Dock shape (dptech-corp/Uni-Dock@66546c3 unidock/src/cuda/monte_carlo.cu:877-882): a per-element loop that reads each
// element's device buffer back with a synchronous cudaMemcpy and frees it; the buffers were allocated elsewhere. The key
// expected alloc-in-loop to report the free (a working loop, not a loop that only frees); is it?
#include <cuda_runtime.h>
struct Item { float *p; };
void finish(Item *items, float *h, int n, int len) {
  for (int l = 0; l < n; ++l) {
    cudaMemcpy(h, items[l].p, len * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(items[l].p);
  }
}
