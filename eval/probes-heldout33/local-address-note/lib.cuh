#pragma once
// Held-out round 33 probe: the new rule's allocation note for the address of a local and of a stack array element. A
// header function reads back into its caller's pointer without waiting (reported whatever the size when pageable).
#include <cuda_runtime.h>
inline void readback(float *costs, const float *d, int n, cudaStream_t s) {
  cudaMemcpyAsync(costs, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
}
inline void readback2(float *costs, const float *d, int n, cudaStream_t s) {
  cudaMemcpyAsync(costs, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
}
