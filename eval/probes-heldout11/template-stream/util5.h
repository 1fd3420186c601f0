// LightGBM's copy wrapper as written (include/LightGBM/cuda/cuda_utils.hu:84-90): the pointers go
// through void* locals, so the cudaMemcpyAsync call no longer depends on T. Never instantiated here.
#pragma once
#include <cuda_runtime.h>
template <typename T>
void CopyToHostAsync(T *dst, const T *src, size_t size, cudaStream_t stream) {
  void *void_dst = reinterpret_cast<void *>(dst);
  const void *void_src = reinterpret_cast<const void *>(src);
  size_t bytes = size * sizeof(T);
  cudaMemcpyAsync(void_dst, void_src, bytes, cudaMemcpyDeviceToHost, stream);
}
