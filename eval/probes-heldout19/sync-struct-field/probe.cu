// heldout19 probe: uuudown/Tartan@e3166ab trueke/src/tools.cuh:752/758/799/805, pt.h:166/180, adapt.h:210/217 (silent;
// tools.cuh:774/781 reported). A host read of one field of the setup struct in the loop (a loop head s->gpur[tid] or
// s->ds) seems to count as host use of the storage the kernels use, because the kernels' arguments (s->dlat[j]) are
// fields of the same struct pointer 's'.
#include <cuda_runtime.h>
struct setup_t { cudaStream_t *rstream; int *gpur; int **dlat; int ds, pts; };
__global__ void k(int *a) { a[threadIdx.x]++; }
void setup(setup_t *s, int r) {
  s->rstream = new cudaStream_t[r];
  for (int i = 0; i < r; ++i) cudaStreamCreateWithFlags(&s->rstream[i], cudaStreamNonBlocking);
}
void p(setup_t *s, int a, int b, int ms) {         // A: reported (the shape of tools.cuh:774)
  for (int i = 0; i < ms; ++i) {
    for (int j = a; j < b; ++j) k<<<1, 32, 0, s->rstream[j]>>>(s->dlat[j]);
    cudaDeviceSynchronize();
  }
}
void q(setup_t *s, int tid, int ms) {              // B: nested head reads s->gpur[tid] (adapt_metropolis): silent
  for (int i = 0; i < ms; ++i) {
    for (int j = 0; j < s->gpur[tid]; ++j) k<<<1, 32, 0, s->rstream[j]>>>(s->dlat[j]);
    cudaDeviceSynchronize();
  }
}
void r(setup_t *s, int tid, int ms) {              // C: B with the bound in a local first: reported
  int n = s->gpur[tid];
  for (int i = 0; i < ms; ++i) {
    for (int j = 0; j < n; ++j) k<<<1, 32, 0, s->rstream[j]>>>(s->dlat[j]);
    cudaDeviceSynchronize();
  }
}
void eq(setup_t *s, int a, int b) {                // D: outer head reads s->ds (equilibration): silent?
  for (int i = 0; i < s->ds; i++) {
    for (int j = a; j < b; ++j) k<<<1, 32, 0, s->rstream[j]>>>(s->dlat[j]);
    cudaDeviceSynchronize();
  }
}
void energies(setup_t *s, int a, int b) {          // E: wait reached through a call (ptenergies)
  for (int j = a; j < b; ++j) k<<<1, 32, 0, s->rstream[j]>>>(s->dlat[j]);
  cudaDeviceSynchronize();
}
void pt(setup_t *s, int a, int b) { for (int t = 0; t < s->pts; ++t) energies(s, a, b); }   // E1: head reads s->pts
void pt2(setup_t *s, int a, int b, int n) { for (int t = 0; t < n; ++t) energies(s, a, b); }  // E2: parameter bound
