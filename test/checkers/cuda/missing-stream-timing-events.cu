// RUN: %check_cuda %s cuda-missing-stream
// RUN: %check_cuda --check-suffix=NONBLOCKING %s cuda-missing-stream -- -DSECOND_STREAM_NONBLOCKING
// RUN: %check_cuda --check-suffix=UNTIMED %s cuda-missing-stream -- -DUNTIMED
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
#ifdef SECOND_STREAM_NONBLOCKING
  cudaStreamCreateWithFlags(&s[1], cudaStreamNonBlocking);
#else
  cudaStreamCreate(&s[1]);
#endif
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  // CHECK-MESSAGES-NONBLOCKING: :[[@LINE-1]]:3: warning: 'cudaEventRecord' without a stream argument runs on the legacy default stream, {{.*}}; pass the stream it belongs to (other work in this function uses 's[0]' and 's[1]') [cuda-missing-stream]
  // CHECK-MESSAGES-NONBLOCKING: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES-NONBLOCKING: :18:3: note: a stream is created here
  // CHECK-MESSAGES-UNTIMED: :[[@LINE-4]]:3: warning: 'cudaEventRecord' without a stream argument
  // CHECK-MESSAGES-UNTIMED: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES-UNTIMED: :18:3: note: a stream is created here
  kernel<<<1, 32, 0, s[0]>>>(d);
  kernel<<<1, 32, 0, s[1]>>>(e);
  cudaEventRecord(stop);
  // CHECK-MESSAGES-NONBLOCKING: :[[@LINE-1]]:3: warning: 'cudaEventRecord' without a stream argument
  // CHECK-MESSAGES-NONBLOCKING: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES-NONBLOCKING: :18:3: note: a stream is created here
  // CHECK-MESSAGES-UNTIMED: :[[@LINE-4]]:3: warning: 'cudaEventRecord' without a stream argument
  // CHECK-MESSAGES-UNTIMED: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES-UNTIMED: :18:3: note: a stream is created here
  cudaEventSynchronize(stop);
  float ms = 0;
#ifndef UNTIMED
  cudaEventElapsedTime(&ms, start, stop);
#endif
  return ms;
}

// Streams created in another translation unit (held-out round 3, docs/evaluation/04-december-2-held-out-rounds.md section 14:
// a solver's streams come from a set-up function defined elsewhere): whether they are blocking
// is unknown here, so the legacy-stream timing records are not reported.
// (Under SECOND_STREAM_NONBLOCKING the unit creates a non-blocking stream, and every legacy
// timing record in it is reported: left out there.)
#ifndef SECOND_STREAM_NONBLOCKING
void make_streams(cudaStream_t *s, int n); // defined in another file

float time_streams_from_elsewhere(float *d, float *e) {
  cudaStream_t s[2];
  make_streams(s, 2);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  kernel<<<1, 32, 0, s[0]>>>(d);
  kernel<<<1, 32, 0, s[1]>>>(e);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// Flags decided at run time: unknown too.
float time_streams_with_runtime_flags(float *d, unsigned flags) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, flags);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  kernel<<<1, 32, 0, s>>>(d);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
#endif
