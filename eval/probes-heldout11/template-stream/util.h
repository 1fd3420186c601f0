// A header's helpers (LightGBM include/LightGBM/cuda/cuda_utils.hu:84-90): a copy wrapper that
// hands its stream parameter to cudaMemcpyAsync; no unit here instantiates it.
#pragma once
#include <cuda_runtime.h>
template <typename T>
void CopyToHostAsync(T *dst, const T *src, size_t n, cudaStream_t stream) {
  cudaMemcpyAsync(dst, src, n * sizeof(T), cudaMemcpyDeviceToHost, stream);
}
// A synchronous read-back wrapper (cuda_utils.hu:76-82, CopyFromCUDADeviceToHost).
template <typename T>
void CopyToHost(T *dst, const T *src, size_t n) {
  cudaMemcpy(dst, src, n * sizeof(T), cudaMemcpyDeviceToHost);
}
