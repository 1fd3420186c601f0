// The wrapper of a.cu in a header (LightGBM include/LightGBM/cuda/cuda_utils.hu:84-90).
#pragma once
#include <cuda_runtime.h>
template <typename T>
void CopyToHostAsync(T *dst, const T *src, size_t size, cudaStream_t stream) {
  cudaMemcpyAsync(dst, src, size * sizeof(T), cudaMemcpyDeviceToHost, stream);
}
