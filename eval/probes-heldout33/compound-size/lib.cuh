#pragma once
// Held-out round 33 probe: warp-ctc's gpu_ctc.h:264 shape. A header function uploads a caller's array whose byte count is
// a local grown in a loop. up_compound grows it with `+=`, up_assign with `total = total + ...`; up_param's count is a
// parameter. Every call passes std::vector storage (main.cu), from a loop of another unit (api.cu is the copy's unit).
#include <cuda_runtime.h>
inline void up_compound(int *d, const int *const labels, const int *const lens, int mb, cudaStream_t s) {
  int total = 0;
  for (int j = 0; j < mb; ++j) total += lens[j];
  cudaMemcpyAsync(d, labels, total * sizeof(int), cudaMemcpyHostToDevice, s);
}
inline void up_assign(int *d, const int *const labels, const int *const lens, int mb, cudaStream_t s) {
  int total = 0;
  for (int j = 0; j < mb; ++j) total = total + lens[j];
  cudaMemcpyAsync(d, labels, total * sizeof(int), cudaMemcpyHostToDevice, s);
}
inline void up_param(int *d, const int *const labels, const int *const lens, int mb, cudaStream_t s) {
  cudaMemcpyAsync(d, lens, mb * sizeof(int), cudaMemcpyHostToDevice, s);
}
