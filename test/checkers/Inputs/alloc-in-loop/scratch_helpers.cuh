// Helpers for alloc-in-loop-header-helper.cu: a header the loop's file includes.
#ifndef ALLOC_IN_LOOP_SCRATCH_HELPERS_CUH
#define ALLOC_IN_LOOP_SCRATCH_HELPERS_CUH

#include "cuda_runtime.h"

__global__ void scale(float *p, float by);

inline void scaled_copy(float *dst, const float *src, size_t bytes) {
  float *tmp;
  cudaMalloc(&tmp, bytes);
  cudaMemcpy(tmp, src, bytes, cudaMemcpyDeviceToDevice);
  scale<<<1, 256>>>(tmp, 2.0f);
  cudaMemcpy(dst, tmp, bytes, cudaMemcpyDeviceToDevice);
  cudaFree(tmp);
}

inline void guarded_copy(float *dst, const float *src, size_t bytes) {
  if (bytes == 0)
    return;
  float *tmp;
  cudaMalloc(&tmp, bytes);
  cudaMemcpy(tmp, src, bytes, cudaMemcpyDeviceToDevice);
  cudaMemcpy(dst, tmp, bytes, cudaMemcpyDeviceToDevice);
  cudaFree(tmp);
}

#endif
