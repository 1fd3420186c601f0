// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,cuda-default-stream
#include <vector>
#include "cuda_runtime.h"

// A host C++ file (built by g++ against cuda_runtime.h, or by nvcc as host code) that drives
// streams: every check runs on it, not only on .cu files. Kernel launches need CUDA; their
// tests stay in the .cu files.

// ---- positive cases --------------------------------------------------------------------

void download_into_vector(float *d, size_t n, cudaStream_t s) {
  std::vector<float> h(n);
  cudaMemcpyAsync(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'h' is staged through a pinned bounce buffer: cudaMemcpyAsync blocks the host and cannot overlap other work; allocate 'h' with cudaMallocHost/cudaHostAlloc or register it with cudaHostRegister [cuda-pageable-async-memcpy]
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
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes the device {{.*}} [cuda-alloc-in-loop]
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
  cudaEventElapsedTime(&ms, a, b);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaEventElapsedTime fails with cudaErrorInvalidResourceHandle and leaves the elapsed time unchanged: start event 'a' was created with cudaEventDisableTiming; create it without cudaEventDisableTiming [cuda-elapsed-time-disable-timing]
  // CHECK-MESSAGES: :[[@LINE-8]]:3: note: event 'a' created here with timing disabled
  return ms;
}

void two_streams_and_the_default(float *d, float *pinned, size_t n) {
  cudaStream_t s1, s2;
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  cudaMemcpyAsync(d, pinned, n, cudaMemcpyHostToDevice, s1);
  cudaMemsetAsync(d, 0, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemsetAsync' without a stream argument runs on the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass the stream it belongs to (other work in this function uses 's1' and 's2') [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  cudaMemcpyAsync(pinned, d, n, cudaMemcpyDeviceToHost, s2);
}

// ---- look-alikes that must stay silent ----------------------------------------------------

void upload_from_pinned(float *d, size_t n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  cudaFreeHost(h);
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
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}
