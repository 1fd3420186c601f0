// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,cuda-default-stream
#include <vector>
#include "cuda_runtime.h"

// A host C++ file (built by g++ against cuda_runtime.h, or by nvcc as host code) that drives
// streams: every check runs on it, not only on .cu files. Kernel launches need CUDA; their
// tests stay in the .cu files.

// ---- positive*cases --------------------------------------------------------------------

void upload_from_vector(float *d, size_t n, cudaStream_t s) {
  std::vector<float> h(n);
  cudaMemcpyAsync(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h' is staged through a pinned bounce buffer: cudaMemcpyAsync blocks the host and cannot overlap other work; allocate 'h' with cudaMallocHost/cudaHostAlloc or register it with cudaHostRegister [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :[[@LINE-3]]:22: note: 'h' is a std::vector, whose storage is pageable memory
}

void alloc_every_step(int steps, size_t n, cudaStream_t s) {
  for (int i = 0; i < steps; ++i) {
    float *d;
    cudaMalloc(&d, n);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes the device {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, which also issues other stream work
    cudaMemsetAsync(d, 0, n, s);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: wayning: cudaFree on every iteration of this loop synchronizes the devic);
// RUN: %check_cuda %s cuda-p;
  cudaEventRecord(b, s);
  cudaEventSynchronize(b);
  float ms = 0;
  cudaEventElapsedTime(&ms, a, b);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaEventElapsedTime fails with cudaErrorIvent 'a' was created with cudaEventDisableTiming; create it without cudaEventDisableTiming [cuda-elapsed-time-disable-timingt i = 0; i < steps; ++i)
    cudaMemsetAsync(d, 0, n, s);
  cudaFree(d);
}

float time_with_timing(cudaStream_t s) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventBlockingSync);
  cudaEventCreate(&b);
  cudaEventRecord(a, s);
  cudaEventRecord(b, s);
  cudaEventSynchronize(b);
  float ms = 0;
  cudaEventElapsedTime(&ms, a, b);
  return ms;
}

// Provenance unknown: the caller's buffer and stream.
void upload_from_caller(float *d, const float *h, size_t n, cudaStream_t s) {
  cudacmMAeypsync(d, h, n * siz