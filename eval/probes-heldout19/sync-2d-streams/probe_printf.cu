// heldout19 probe (negative control): tools.cuh's equilibration has a progress printf under if (tid == 0) in the
// loop; is that why :752/:758 are silent? No: this is reported (see sync-struct-field/ instead).
#include <cuda_runtime.h>
#include <cstdio>
struct setup_t { cudaStream_t *rstream; };
__global__ void k(int *a) { a[threadIdx.x]++; }
void setup(setup_t *s, int r) {
  s->rstream = new cudaStream_t[r];
  for (int i = 0; i < r; ++i) cudaStreamCreateWithFlags(&s->rstream[i], cudaStreamNonBlocking);
}
void equilibration(setup_t *s, int *d, int tid, int a, int b, int ds) {
  for (int i = 0; i < ds; i++) {
    for (int j = a; j < b; ++j) k<<<1, 32, 0, s->rstream[j]>>>(d);
    cudaDeviceSynchronize();
    if (tid == 0) { printf("\r%i%%", (100 * (i + 1)) / ds); fflush(stdout); }
  }
}
