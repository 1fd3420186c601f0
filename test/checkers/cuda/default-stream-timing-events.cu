// RUN: %check_cuda %s cuda-default-stream
// RUN: %check_cuda --check-suffix=NONBLOCKING %s cuda-default-stream -- -DSECOND_STREAM_NONBLOCKING
// RUN: %check_cuda --check-suffix=UNTIMED %s cuda-default-stream -- -DUNTIMED
#include "cuda_runtime.h"

// Events recorded on the legacy default stream around work on several blocking streams, then
// timed: the standard way to time them all (the record waits for the earlier work of every
// blocking stream, and their later work waits for it). A measurement, not misplaced work: no
// finding for the records, and they do not make the blocking streams a finding either.
// Look-alikes: with a non-blocking stream the records bracket nothing of its work, and an
// event that is never timed is legacy-stream work like any other: both reported.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

float time_two_streams(float *d, float *e) {
  cudaStream_t s[2];
  cudaStreamCreate(&s[0]);
  // CHECK-MESSAGES-NONBLOCKING: :[[@LINE-1]]:3: warning: stream 's[0]' is created blocking, and work on the legacy default stream relies on that to wait for its work; {{.*}} [cuda-default-stream]
  // CHECK-MESSAGES-NONBLOCKING: :45:3: note: 'cudaEventRecord' runs on the legacy default stream here, after work on 's[0]' with no synchronization between
  // CHECK-MESSAGES-NONBLOCKING: :44:3: note: work is issued on 's[0]' here
  // CHECK-MESSAGES-UNTIMED: :[[@LINE-4]]:3: warning: stream 's[0]' is created blocking, and work on the legacy default stream relies on that
  // CHECK-MESSAGES-UNTIMED: :45:3: note: 'cudaEventRecord' runs on the legacy default stream here, after work on 's[0]'
  // CHECK-MESSAGES-UNTIMED: :44:3: note: work is issued on 's[0]' here
#ifdef SECOND_STREAM_NONBLOCKING
  cudaStreamCreateWithFlags(&s[1], cudaStreamNonBlocking);
#else
  cudaStreamCreate(&s[1]);
  // CHECK-MESSAGES-UNTIMED: :[[@LINE-1]]:3: warning: stream 's[1]' is created blocking, and work on the legacy default stream relies on that
  // CHECK-MESSAGES-UNTIMED: :45:3: note: 'cudaEventRecord' runs on the legacy default stream here, after work on 's[1]'
  // CHECK-MESSAGES-UNTIMED: :44:3: note: work is issued on 's[1]' here
#endif
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  float ms = 0;
  for (int rep = 0; rep < 10; ++rep) { // timed again and again (once would not count)
  cudaEventRecord(start, 0);
  // CHECK-MESSAGES-NONBLOCKING: :[[@LINE-1]]:26: warning: '0' passed to 'cudaEventRecord' is the legacy default stream, {{.*}} [cuda-default-stream]
  // CHECK-MESSAGES-NONBLOCKING: :18:3: note: a stream is created here
  // CHECK-MESSAGES-UNTIMED: :[[@LINE-3]]:26: warning: '0' passed to 'cudaEventRecord' is the legacy default stream
  // CHECK-MESSAGES-UNTIMED: :18:3: note: a stream is created here
  kernel<<<1, 32, 0, s[0]>>>(d);
  kernel<<<1, 32, 0, s[1]>>>(e);
  cudaEventRecord(stop, 0);
  // CHECK-MESSAGES-NONBLOCKING: :[[@LINE-1]]:25: warning: '0' passed to 'cudaEventRecord' is the legacy default stream
  // CHECK-MESSAGES-NONBLOCKING: :18:3: note: a stream is created here
  // CHECK-MESSAGES-UNTIMED: :[[@LINE-3]]:25: warning: '0' passed to 'cudaEventRecord' is the legacy default stream
  // CHECK-MESSAGES-UNTIMED: :18:3: note: a stream is created here
  cudaEventSynchronize(stop);
#ifndef UNTIMED
  cudaEventElapsedTime(&ms, start, stop);
#endif
  }
  return ms;
}
