// Reproducer (held-out round 6): cuda-default-stream rule 1 on functions that have no stream of their own.
// cudalint --checks="-*,cuda-default-stream" FILE -- -x cuda --cuda-gpu-arch=sm_90 -std=c++17. BEFORE and AFTER: both null-stream calls reported (NVIDIA/warp@9934a4e warp/native/warp.cu:912, apic.cu:1028).
#include <cuda_runtime.h>
cudaStream_t current_stream();  // the file's streams come from an accessor
void upload(void *d, const void *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, current_stream());
}
// No stream in sight: p may still be in use on any (blocking) stream; the legacy stream's
// implicit synchronization is what makes this free safe (NVIDIA/warp@9934a4e warp.cu:909-912).
void free_device(void *p) {
  cudaFreeAsync(p, NULL);
}
// A parameter update with no stream to pass (NVIDIA/warp@9934a4e apic.cu:1028).
bool set_param(void *dst, const void *src, size_t n) {
  return cudaMemcpyAsync(dst, src, n, cudaMemcpyHostToDevice, 0) == cudaSuccess;
}
