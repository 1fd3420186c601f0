// RUN: %check_cuda %s cuda-host-access-before-sync
// The driver API, from a host C++ file built against the toolkit's headers.
#include "cuda.h"

float read_before_sync(CUdeviceptr d, size_t n, CUstream s) {
  float *h;
  cuMemAllocHost((void **)&h, n * sizeof(float));
  cuMemcpyDtoHAsync(h, d, n * sizeof(float), s);
  float r = h[n - 1];
  // CHECK-MESSAGES: :[[@LINE-1]]:13: warning: 'h' is read while the asynchronous copy into it on stream 's' may still be running: the host can read the data from before it; synchronize with it first (cudaStreamSynchronize, or cudaEventSynchronize on an event recorded after it) [cuda-host-access-before-sync]
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: the copy is issued here
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: 'h' is pinned host memory allocated here
  cuStreamSynchronize(s);
  cuMemFreeHost(h);
  return r;
}

void write_while_uploading(CUdeviceptr d, size_t n, CUstream s) {
  float *h;
  cuMemAllocHost((void **)&h, n * sizeof(float));
  h[0] = 1.0f;
  cuMemcpyHtoDAsync(d, h, n * sizeof(float), s);
  h[0] = 2.0f;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'h' is written while the asynchronous copy from it on stream 's' may still be running
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: the copy is issued here
  // CHECK-MESSAGES: :[[@LINE-6]]:3: note: 'h' is pinned host memory allocated here
  cuStreamSynchronize(s);
  cuMemFreeHost(h);
}

// ---- look-alikes: must stay silent -----------------------------------------------------

// cuMemFreeHost waits for the device before it frees (measured on an H200:
// eval/results/h200-freehost-wait.json, 50.5 ms behind a 50 ms kernel, the stream idle after).
void free_while_uploading(CUdeviceptr d, size_t n, CUstream s) {
  float *h;
  cuMemAllocHost((void **)&h, n * sizeof(float));
  h[0] = 1.0f;
  cuMemcpyHtoDAsync(d, h, n * sizeof(float), s);
  cuMemFreeHost(h);
}

float read_after_sync(CUdeviceptr d, size_t n, CUstream s) {
  float *h;
  cuMemAllocHost((void **)&h, n * sizeof(float));
  cuMemcpyDtoHAsync(h, d, n * sizeof(float), s);
  cuStreamSynchronize(s);
  float r = h[n - 1];
  cuMemFreeHost(h);
  return r;
}

void free_after_context_sync(CUdeviceptr d, size_t n, CUstream s) {
  float *h;
  cuMemAllocHost((void **)&h, n * sizeof(float));
  h[0] = 1.0f;
  cuMemcpyHtoDAsync(d, h, n * sizeof(float), s);
  cuCtxSynchronize();
  cuMemFreeHost(h);
}
