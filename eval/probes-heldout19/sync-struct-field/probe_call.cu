// heldout19 probe (call): pt.h:166/180 shape: the wait is in a function a loop calls; the loop head reads s->pts.
#include <cuda_runtime.h>
struct setup_t { cudaStream_t *rstream; int *gpur; int **dlat; int ds, pts; };
__global__ void k(int *a) { a[threadIdx.x]++; }
void setup(setup_t *s, int r) {
  s->rstream = new cudaStream_t[r];
  for (int i = 0; i < r; ++i) cudaStreamCreateWithFlags(&s->rstream[i], cudaStreamNonBlocking);
}
void energies(setup_t *s, int a, int b) {
  for (int j = a; j < b; ++j) k<<<1, 32, 0, s->rstream[j]>>>(s->dlat[j]);
  cudaDeviceSynchronize();
}
void pt(setup_t *s, int a, int b) { for (int t = 0; t < s->pts; ++t) energies(s, a, b); }   // head reads s->pts
