// heldout19 probe (negative control): a sweep loop whose nested loop launches on one stream per replica, then a
// device-wide sync. Tests whether the 2-D stream array of trueke's adapt_metropolis (s->arstream[tid][k], silent at
// tools.cuh:799/:805) is why it is silent: it is not, A, B and C are all reported (see sync-struct-field/ instead).
#include <cuda_runtime.h>
struct setup_t { cudaStream_t *rstream, **arstream; int *gpur; };
__global__ void k(int *a) { a[threadIdx.x]++; }
void setup(setup_t *s, int tid, int r) {
  s->rstream = new cudaStream_t[r];
  s->arstream = new cudaStream_t *[1];
  s->arstream[tid] = new cudaStream_t[r];
  for (int i = 0; i < r; ++i) {
    cudaStreamCreateWithFlags(&s->rstream[i], cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&s->arstream[tid][i], cudaStreamNonBlocking);
  }
}
void sweep_1d(setup_t *s, int *d, int a, int b, int ms) {      // A: reported (as tools.cuh:774)
  for (int i = 0; i < ms; ++i) {
    for (int j = a; j < b; ++j) k<<<1, 32, 0, s->rstream[j]>>>(d);
    cudaDeviceSynchronize();
  }
}
void sweep_2d(setup_t *s, int *d, int tid, int ms) {           // B: same shape, streams s->arstream[tid][j]
  for (int i = 0; i < ms; ++i) {
    for (int j = 0; j < s->gpur[tid]; ++j) k<<<1, 32, 0, s->arstream[tid][j]>>>(d);
    cudaDeviceSynchronize();
  }
}
void sweep_2d_local(setup_t *s, int *d, int tid, int ms) {     // C: the row taken into a local first
  cudaStream_t *row = s->arstream[tid];
  for (int i = 0; i < ms; ++i) {
    for (int j = 0; j < s->gpur[tid]; ++j) k<<<1, 32, 0, row[j]>>>(d);
    cudaDeviceSynchronize();
  }
}
