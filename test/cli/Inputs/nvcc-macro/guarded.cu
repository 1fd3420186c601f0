// A project's helpers behind `#if defined(__NVCC__)`, as nvcc compiles them; without the
// macro the file stops at the #error (from soedinglab/MMseqs2@f71d0a6 lib/libmarv's shape).
#include <cuda_runtime.h>
#include <cstdlib>
#if defined(__NVCC__)
void upload_frames(float *d, size_t n, int frames, cudaStream_t s) {
  float *h = (float *)malloc(n * sizeof(float));
  for (int f = 0; f < frames; ++f)
    cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  free(h);
}
#else
#error "this file is compiled by nvcc"
#endif
