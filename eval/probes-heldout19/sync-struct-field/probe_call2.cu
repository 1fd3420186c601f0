// heldout19 probe (call2): probe_call.cu with a parameter as the loop bound.
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
void pt(setup_t *s, int a, int b, int n) { for (int t = 0; t < n; ++t) energies(s, a, b); }   // parameter bound
