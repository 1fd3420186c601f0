// RUN: %check_cuda %s cuda-host-access-before-sync
#include "cuda_runtime.h"
#include <cstdlib>

// Streams kept in an array or a heap array: synchronizing another element than the copy's
// stream does not cover the copy, when every element is created by a stream creation of its
// own (eval/results/wave2hunt4.md, eval/probes-wave2hunt4/array-element-streams-host-access.cu).

float read_after_other_element_sync(const float *d, int n) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaStream_t s[2];
  cudaStreamCreate(&s[0]);
  cudaStreamCreate(&s[1]);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s[0]);
  cudaStreamSynchronize(s[1]);
  float first = h[0];
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'h' is read while the asynchronous copy into it on stream 's[0]' may still be running:
  // CHECK-MESSAGES: :[[@LINE-4]]:3: note: the copy is issued here
  // CHECK-MESSAGES: :[[@LINE-9]]:3: note: 'h' is pinned host memory allocated here
  return first;
}

float heap_array_read_after_other_element_sync(const float *d, int n, int k) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaStream_t *s = new cudaStream_t[k];
  for (int i = 0; i < k; ++i)
    cudaStreamCreate(&s[i]);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s[1]);
  cudaStreamSynchronize(s[0]);
  float first = h[0];
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'h' is read while the asynchronous copy into it on stream 's[1]' may still be running:
  // CHECK-MESSAGES: :[[@LINE-4]]:3: note: the copy is issued here
  // CHECK-MESSAGES: :[[@LINE-9]]:3: note: 'h' is pinned host memory allocated here
  delete[] s;
  return first;
}

// ---- negative cases: look-alikes -------------------------------------------------------

// The copy's own element is synchronized.
float read_after_own_element_sync(const float *d, int n, int k) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaStream_t *s = (cudaStream_t *)malloc(k * sizeof(cudaStream_t));
  for (int i = 0; i < k; ++i)
    cudaStreamCreate(&s[i]);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s[1]);
  cudaStreamSynchronize(s[1]);
  float first = h[0];
  free(s);
  return first;
}

// Every element is synchronized, by a variable index.
float read_after_all_elements_sync(const float *d, int n) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaStream_t s[2];
  for (int i = 0; i < 2; ++i)
    cudaStreamCreate(&s[i]);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s[0]);
  for (int i = 0; i < 2; ++i)
    cudaStreamSynchronize(s[i]);
  return h[0];
}

// One element is a copy of the other: the same stream may be the one synchronized.
float read_after_copied_element_sync(const float *d, int n) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaStream_t s[2];
  cudaStreamCreate(&s[0]);
  s[1] = s[0];
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s[0]);
  cudaStreamSynchronize(s[1]);
  return h[0];
}
