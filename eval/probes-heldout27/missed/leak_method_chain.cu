// tromp/cuckoo cuckatoo/mean.cu:591 shape: events created on every call of a method, never destroyed,
// reached from a loop through another method called on a pointer.
#include <cuda_runtime.h>
__global__ void k() {}
struct Trimmer {
  unsigned trim() {
    cudaEvent_t start, stop;
    cudaEventCreate(&start); cudaEventCreate(&stop);   // A: created per call, never destroyed
    cudaEventRecord(start, 0);
    k<<<1, 1>>>();
    cudaEventRecord(stop, 0);
    cudaEventSynchronize(stop);
    float ms; cudaEventElapsedTime(&ms, start, stop);
    return (unsigned)ms;
  }
};
struct Ctx { Trimmer t; unsigned solve() { return t.trim(); } };
int run_solver(Ctx *ctx, unsigned range) {
  unsigned n = 0;
  for (unsigned r = 0; r < range; r++) n += ctx->solve();
  return n;
}
