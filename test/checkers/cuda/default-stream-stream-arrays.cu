// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"
#include <cstdlib>
#include <vector>

// Streams kept in a heap array (malloc, new[]) or a std::vector are created streams like those
// of a plain array: blocking ones next to legacy-stream work are reported (issue 14, "pointer-held
// stream arrays"; the shape of NVIDIA's cuda-samples, `cudaStream_t *streams = (cudaStream_t
// *)malloc(nstreams * sizeof(cudaStream_t))`). When the array may be written through another
// name, or its elements come from elsewhere, the streams are unknown: silent.

__global__ void kernel(float *p) {}

// ---- positive cases --------------------------------------------------------------------
// (each step of a loop runs the legacy memset beside the streams' work: since stop 42, legacy
// work that runs once does not count, default-stream-recurring.cu)

void malloc_array(float *d, float *h, int n, int steps) {
  cudaStream_t *streams = (cudaStream_t *)malloc(n * sizeof(cudaStream_t));
  for (int i = 0; i < n; ++i)
    cudaStreamCreate(&streams[i]);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 'streams[i]' is created blocking, and work on the legacy default stream relies on that to wait for its work;
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: 'cudaMemset' runs on the legacy default stream here, after work on 'streams[i]' with no synchronization between
  // CHECK-MESSAGES: :[[@LINE+3]]:7: note: work is issued on 'streams[i]' here
  for (int step = 0; step < steps; ++step) {
    for (int i = 0; i < n; ++i)
      kernel<<<1, 32, 0, streams[i]>>>(d + i);
    cudaMemset(d, 0, 64);
    for (int i = 0; i < n; ++i)
      cudaMemcpyAsync(h + i, d + i, 4, cudaMemcpyDeviceToHost, streams[i]);
    for (int i = 0; i < n; ++i)
      cudaStreamSynchronize(streams[i]);
  }
  free(streams);
}

void new_array(float *d, float *h, int n, int steps) {
  cudaStream_t *streams = new cudaStream_t[n];
  for (int i = 0; i < n; ++i)
    cudaStreamCreate(streams + i);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 'streams[i]' is created blocking, and work on the legacy default stream relies on that to wait for its work;
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: 'cudaMemset' runs on the legacy default stream here, after work on 'streams[i]' with no synchronization between
  // CHECK-MESSAGES: :[[@LINE+3]]:7: note: work is issued on 'streams[i]' here
  for (int step = 0; step < steps; ++step) {
    for (int i = 0; i < n; ++i)
      kernel<<<1, 32, 0, streams[i]>>>(d + i);
    cudaMemset(d, 0, 64);
    for (int i = 0; i < n; ++i)
      cudaMemcpyAsync(h + i, d + i, 4, cudaMemcpyDeviceToHost, streams[i]);
    for (int i = 0; i < n; ++i)
      cudaStreamSynchronize(streams[i]);
  }
  delete[] streams;
}

void vector_of_streams(float *d, float *h, int n, int steps) {
  std::vector<cudaStream_t> streams(n);
  for (int i = 0; i < n; ++i)
    cudaStreamCreate(&streams[i]);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 'streams[i]' is created blocking, and work on the legacy default stream relies on that to wait for its work;
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: 'cudaMemset' runs on the legacy default stream here, after work on 'streams[i]' with no synchronization between
  // CHECK-MESSAGES: :[[@LINE+3]]:7: note: work is issued on 'streams[i]' here
  for (int step = 0; step < steps; ++step) {
    for (int i = 0; i < n; ++i)
      kernel<<<1, 32, 0, streams[i]>>>(d + i);
    cudaMemset(d, 0, 64);
    for (int i = 0; i < n; ++i)
      cudaMemcpyAsync(h + i, d + i, 4, cudaMemcpyDeviceToHost, streams[i]);
    for (int i = 0; i < n; ++i)
      cudaStreamSynchronize(streams[i]);
  }
}

// ---- negative cases: look-alikes -------------------------------------------------------

// The heap array is also reached through another pointer, which may store any stream in it.
void aliased_array(float *d, float *h, int n) {
  cudaStream_t *streams = (cudaStream_t *)malloc(n * sizeof(cudaStream_t));
  cudaStream_t *alias = streams;
  for (int i = 0; i < n; ++i)
    cudaStreamCreate(&alias[i]);
  for (int i = 0; i < n; ++i)
    kernel<<<1, 32, 0, streams[i]>>>(d + i);
  cudaMemset(d, 0, 64);
  for (int i = 0; i < n; ++i)
    cudaMemcpyAsync(h + i, d + i, 4, cudaMemcpyDeviceToHost, streams[i]);
  for (int i = 0; i < n; ++i)
    cudaStreamSynchronize(streams[i]);
  free(streams);
}

// The same streams created non-blocking.
void nonblocking_array(float *d, float *h, int n) {
  cudaStream_t *streams = new cudaStream_t[n];
  for (int i = 0; i < n; ++i)
    cudaStreamCreateWithFlags(&streams[i], cudaStreamNonBlocking);
  for (int i = 0; i < n; ++i)
    kernel<<<1, 32, 0, streams[i]>>>(d + i);
  cudaMemset(d, 0, 64);
  for (int i = 0; i < n; ++i)
    cudaMemcpyAsync(h + i, d + i, 4, cudaMemcpyDeviceToHost, streams[i]);
  for (int i = 0; i < n; ++i)
    cudaStreamSynchronize(streams[i]);
  delete[] streams;
}

// A pointer into the caller's array: the streams are the caller's, unknown here.
void borrowed_array(float *d, float *h, int n, cudaStream_t *given) {
  cudaStream_t *streams = given;
  for (int i = 0; i < n; ++i)
    kernel<<<1, 32, 0, streams[i]>>>(d + i);
  cudaMemset(d, 0, 64);
  for (int i = 0; i < n; ++i)
    cudaMemcpyAsync(h + i, d + i, 4, cudaMemcpyDeviceToHost, streams[i]);
}
