// AFTER build (167cea1), --checks='-*,cuda-alloc-in-loop': only (B) and (D) reported; (A), (C), (E), (F) silent
// (the setup/teardown-loop exemption, also when a working loop repeats the setup loop). heldout7: ipmBatched.cu:351-355, 404-406, 630-631, 721-722.
#include <cuda_runtime.h>
#include <vector>
__global__ void k(float *p) { p[0] = 1.f; }
// A per-buffer setup loop and teardown loop in a function called on every iteration of a working loop.
void step(int nb, size_t n) {
  std::vector<float *> bufs(nb);
  for (int j = 0; j < nb; ++j) cudaMalloc(&bufs[j], n);   // (A) expected by an engineer: runs nb times per iteration of main's loop
  float *one;
  cudaMalloc(&one, n);                                    // (B) control: reported today
  k<<<1, 1>>>(bufs[0]);
  k<<<1, 1>>>(one);
  for (int j = 0; j < nb; ++j) cudaFree(bufs[j]);        // (C)
  cudaFree(one);                                          // (D)
}
// The same, inline in the working loop.
void inline_loop(int iters, int nb, size_t n) {
  float *b[8];
  for (int it = 0; it < iters; ++it) {
    for (int j = 0; j < nb; ++j) cudaMalloc(&b[j], n);   // (E)
    k<<<1, 1>>>(b[0]);
    for (int j = 0; j < nb; ++j) cudaFree(b[j]);         // (F)
  }
}
int main(int argc, char **argv) {
  int iters = argc;
  for (int it = 0; it < iters; ++it) {
    k<<<1, 1>>>(nullptr);
    step(argc, (size_t)argc << 20);
  }
  inline_loop(iters, argc, (size_t)argc << 20);
}
