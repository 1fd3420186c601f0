// RUN: %check_cuda %s cuda-event-timing-stream
#include "cuda_runtime.h"
#include <cstdlib>
#include <vector>

// Streams kept in an array, a std::vector or a heap array: two elements at different constant
// indices are two streams when only stream creations write the elements (each creation makes
// a stream of its own). Shapes of real code the code index holds without a repository name
// (eval/results/wave2hunt4.md): events on s[0], work on s[1]; start on s[0], stop on s[2].

__global__ void spin(float *p) {}

// ---- positive cases --------------------------------------------------------------------

float array_events_on_0_work_on_1(float *d) {
  cudaStream_t s[2];
  cudaStreamCreate(&s[0]);
  cudaStreamCreate(&s[1]);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s[0]);
  spin<<<1, 1, 0, s[1]>>>(d);
  cudaEventRecord(stop, s[0]);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'start' and 'stop' are recorded on stream 's[0]', but the work between them runs on stream 's[1]', which stream 's[0]' does not wait for: the elapsed time leaves that work out;
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: work is issued on stream 's[1]' here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on stream 's[0]'
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on stream 's[0]'
  return ms;
}

float heap_array_start_and_stop_apart(float *d, int n) {
  cudaStream_t *s = (cudaStream_t *)malloc(n * sizeof(cudaStream_t));
  for (int i = 0; i < n; ++i)
    cudaStreamCreate(&s[i]);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s[0]);
  for (int i = 0; i < n; ++i)
    spin<<<1, 1, 0, s[i]>>>(d);
  cudaEventRecord(stop, s[2]);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'start' and 'stop' are recorded on stream 's[0]' and stream 's[2]', which nothing orders:
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on stream 's[0]'
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on stream 's[2]'
  for (int i = 0; i < n; ++i)
    cudaStreamDestroy(s[i]);
  free(s);
  return ms;
}

float vector_events_on_0_work_on_1(float *d) {
  std::vector<cudaStream_t> s(2);
  for (int i = 0; i < 2; ++i)
    cudaStreamCreate(&s[i]);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s[0]);
  spin<<<1, 1, 0, s[1]>>>(d);
  cudaEventRecord(stop, s[0]);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'start' and 'stop' are recorded on stream 's[0]', but the work between them runs on stream 's[1]', which stream 's[0]' does not wait for:
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: work is issued on stream 's[1]' here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on stream 's[0]'
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on stream 's[0]'
  return ms;
}

// ---- negative cases: look-alikes -------------------------------------------------------

// The same indices, but one element is a copy of the other: one stream.
float copied_element(float *d) {
  cudaStream_t s[2];
  cudaStreamCreate(&s[0]);
  s[1] = s[0];
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s[0]);
  spin<<<1, 1, 0, s[1]>>>(d);
  cudaEventRecord(stop, s[0]);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// An index that is not a constant may be 0.
float variable_index(float *d, int k) {
  cudaStream_t s[2];
  cudaStreamCreate(&s[0]);
  cudaStreamCreate(&s[1]);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s[0]);
  spin<<<1, 1, 0, s[k]>>>(d);
  cudaEventRecord(stop, s[0]);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// The heap array is also reached through another pointer, which may write its elements.
float aliased_heap_array(float *d, int n) {
  cudaStream_t *s = new cudaStream_t[n];
  cudaStream_t *alias = s;
  for (int i = 0; i < n; ++i)
    cudaStreamCreate(&alias[i]);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s[0]);
  spin<<<1, 1, 0, s[1]>>>(d);
  cudaEventRecord(stop, s[0]);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  delete[] s;
  return ms;
}

// A pointer that does not own a fresh heap array: its elements come from the caller.
float borrowed_pointer(float *d, cudaStream_t *given) {
  cudaStream_t *s = given;
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s[0]);
  spin<<<1, 1, 0, s[1]>>>(d);
  cudaEventRecord(stop, s[0]);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// The correct pattern: the timed work is on the events' element.
float same_element(float *d) {
  std::vector<cudaStream_t> s;
  for (int i = 0; i < 2; ++i) {
    cudaStream_t made;
    cudaStreamCreate(&made);
    s.push_back(made);
  }
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s[1]);
  spin<<<1, 1, 0, s[1]>>>(d);
  cudaEventRecord(stop, s[1]);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// Filled by push_back: the elements are copies whose creations the check does not count as
// one per element (the same creation call made every iteration), so the two are not proved
// distinct.
float pushed_back_elements(float *d) {
  std::vector<cudaStream_t> s;
  for (int i = 0; i < 2; ++i) {
    cudaStream_t made;
    cudaStreamCreate(&made);
    s.push_back(made);
  }
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s[0]);
  spin<<<1, 1, 0, s[1]>>>(d);
  cudaEventRecord(stop, s[0]);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
