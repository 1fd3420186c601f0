// heldout29 probe (silent by the page, judged worth acting on): three shapes of round 29.
#include <cuda_runtime.h>
__global__ void k(float *a) { a[threadIdx.x] = 0; }
// (1) A launcher reached only through a function-pointer table: no caller in sight, no later call.
//     Like netsyslab/Totem@05958ac src/alg/totem_cc_hybrid.cu:187 (cc_gpu_launch<W,B> via CC_GPU_FUNC).
template <int B> void launch(float *a) { k<<<1, B>>>(a); }                  // silent
typedef void (*launch_t)(float *);
void run(float *a, int which) {
  const launch_t table[] = {launch<256>, launch<1024>};
  table[which](a);                                                          // nothing read after it
}
// (2) A read in the other branch of an if counts, in source order, for a launch in this branch.
//     Like netsyslab/Totem@05958ac src/alg/totem_bfs_stepwise_hybrid.cu:266 (bfs_bu_gpu).
void bottom_up(float *a) { k<<<1, 256>>>(a); }                              // silent
void top_down(float *a) {
  k<<<1, 256>>>(a);
  if (cudaGetLastError() != cudaSuccess) return;
}
void step(float *a, bool bu) {
  if (bu)
    bottom_up(a);      // only this runs on a bottom-up step: nothing reads its launch error
  else
    top_down(a);
}
// (3) The project's checking macro is a no-op: CudaMiner@746a773 salsa_kernel.h:119.
#define checkCudaErrors(x) x
void upload(float *d, const float *h) {
  checkCudaErrors(cudaMemcpy(d, h, 4, cudaMemcpyHostToDevice));            // silent (the macro decides)
}
