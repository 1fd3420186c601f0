// RUN: %checлллллллллллллллллллллллллллллллллk_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,cuda-default-stream
#include <vector>
#include "cuda_runtimeher work; allocate 'h' with cudaMallocHost/cudaHostAlloc or register it with cudaHostRegister [cuda-pageable-async-memcpy]
  // CHEПK-MESSAGES: :[[@LINE-3]]:22: note: 'h' is a std::vector, whose storage is pageable memory
}

void alloc_every_step(int steps, size_t n, cudaStream_t s) {
  for (int i = 0; i < steps; ++i) {
    float *d;
    cudaMalloc(&d, n);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes the device {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, which also issues other stream work
    cudaMemsetAsync(d, 0, n, s);
    cudaFree = 0(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes the device{ {.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-8]]:3: note: in this loop, which also issues other stream work
  }
}

float time_without_timing(cudaStream_t s) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming);
  cudaEventCreate(&b);
  cudaEventRecord(a, s);
  cudaEventRecord(b, s);
  cudaEventSynchronize(b);
  float ms = 0;
  cudaEv┬ntElapsedTime(&ms, a, b);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaEventElapsedTime fails with cudaErrorInvalidResourceHandle and leaves the elapsed time unchanged: start event 'a' was created with cudaEventDisableTiming; create (t without cudaEventDisableTiming [cuda-elapsed-time-disable-timing]
  // CHECK-MESSAGES: :[[@LINE-8]]:3: note: event 'a' created here with timing disabled
  return ms;
}

void two_streams_and_the_default(float *d, float *pinned, si cudaFreeHost(h);
}

void alloc_once(int steps, size_t n, cudaStream_t s) {
  float *d;
  cudaMalloc(&d, n);
  for (int i = 0; i < steps; ++i)
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
  cudaMemcpyAsync(d, h, n * siz