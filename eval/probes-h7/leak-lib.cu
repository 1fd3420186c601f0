// AFTER build (167cea1), --checks='-*,cuda-alloc-in-loop': (H) reported, (G) silent (the leak rule: the buffer is read by a
// cuSOLVER call, not only by CUDA runtime calls and launches). heldout7: mehrotra.cu:507.
#include <cuda_runtime.h>
#include <cusolverDn.h>
__global__ void k(float *p) { p[0] = 1.f; }
// A buffer allocated on every iteration and never freed, read only by a cuSOLVER call (G) vs by a launch (H).
void solve(cusolverDnHandle_t h, int iters, int n, float *A, int *info) {
  for (int it = 0; it < iters; ++it) {
    int lwork = 0;
    cusolverDnSpotrf_bufferSize(h, CUBLAS_FILL_MODE_LOWER, n, A, n, &lwork);
    float *work;
    cudaMalloc(&work, sizeof(float) * lwork);            // (G)
    cusolverDnSpotrf(h, CUBLAS_FILL_MODE_LOWER, n, A, n, work, lwork, info);
    k<<<1, 1>>>(A);
  }
}
void launch_only(int iters, size_t n) {
  for (int it = 0; it < iters; ++it) {
    float *w;
    cudaMalloc(&w, n);                                    // (H)
    k<<<1, 1>>>(w);
  }
}
