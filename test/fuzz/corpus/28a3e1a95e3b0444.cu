#include "kernels.cuh"

__global__ void scale_offset(const float__attribute__((global)) void fzKernel5274(float *p);
#include "kernels.cuh"
#if *in, float *out, int n, float scale, float offset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    ndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0out[i] ) abort(); } while (0)
#en= in[i] *ts to the legacy 