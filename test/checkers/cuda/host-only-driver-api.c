// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing
#include <stdlib.h>
#include "cuda.h"

// A host C file (built by gcc, or by nvcc as host code) that drives the GPU through the driver
// API: every check runs on it, not only on .cu files.

// ---- positive cases --------------------------------------------------------------------

void download_into_malloc(CUdeviceptr d, size_t n, CUstream s) {
  float *h = (float *)malloc(n * sizeof(float));
  cuMemcpyDtoHAsync(h, d, n * sizeof(float), s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'h' is staged through a pinned bounce buffer: cuMemcpyDtoHAsync blocks the host and cannot overlap other work; allocate 'h' with cuMemAllocHost/cuMemHostAlloc or register it with cuMemHostRegister [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :[[@LINE-3]]:23: note: pageable buffer allocated here with malloc
  free(h);
}

void alloc_every_step(int steps, size_t n, CUstream s) {
  for (int i = 0; i < steps; ++i) {
    CUdeviceptr d;
    cuMemAlloc(&d, n);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cuMemAlloc on every iteration of this loop synchronizes the device {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, which also issues other stream work
    cuMemsetD32Async(d, 0, n / 4, s);
    cuMemFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cuMemFree on every iteration of this loop synchronizes the device {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-8]]:3: note: in this loop, which also issues other stream work
  }
}

float time_without_timing(CUstream s) {
  CUevent a, b;
  cuEventCreate(&a, CU_EVENT_DISABLE_TIMING);
  cuEventCreate(&b, CU_EVENT_DEFAULT);
  cuEventRecord(a, s);
  cuEventRecord(b, s);
  cuEventSynchronize(b);
  float ms = 0;
  cuEventElapsedTime(&ms, a, b);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cuEventElapsedTime_v2 fails with CUDA_ERROR_INVALID_HANDLE and leaves the elapsed time unchanged: start event 'a' was created with CU_EVENT_DISABLE_TIMING; create it without CU_EVENT_DISABLE_TIMING [cuda-elapsed-time-disable-timing]
  // CHECK-MESSAGES: :[[@LINE-8]]:3: note: event 'a' created here with timing disabled
  return ms;
}

// ---- look-alikes that must stay silent ----------------------------------------------------

void upload_from_pinned(CUdeviceptr d, size_t n, CUstream s) {
  void *h;
  cuMemAllocHost(&h, n);
  cuMemcpyHtoDAsync(d, h, n, s);
  cuMemFreeHost(h);
}

void alloc_once(int steps, size_t n, CUstream s) {
  CUdeviceptr d;
  cuMemAlloc(&d, n);
  for (int i = 0; i < steps; ++i)
    cuMemsetD32Async(d, 0, n / 4, s);
  cuMemFree(d);
}

float time_with_timing(CUstream s) {
  CUevent a, b;
  cuEventCreate(&a, CU_EVENT_DEFAULT);
  cuEventCreate(&b, CU_EVENT_BLOCKING_SYNC);
  cuEventRecord(a, s);
  cuEventRecord(b, s);
  cuEventSynchronize(b);
  float ms = 0;
  cuEventElapsedTime(&ms, a, b);
  return ms;
}

// Provenance unknown: the caller's buffer.
void upload_from_caller(CUdeviceptr d, const void *h, size_t n, CUstream s) {
  cuMemcpyHtoDAsync(d, h, n, s);
}
