// RUN: %check_cuda %s cuda-event-timing-stream
#include "cuda_runtime.h"

// cudaEventElapsedTime(&ms, start, stop) times the stream the events are recorded on. Work on a
// stream neither event is ordered with is left out of the measurement.

__global__ void spin(float *p) {}

// ---- positive cases --------------------------------------------------------------------

float legacy_events_nonblocking_work(float *d) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  spin<<<1, 1, 0, s>>>(d);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'start' and 'stop' are recorded on the legacy default stream, but the work between them runs on stream 's', which the legacy default stream does not wait for: the elapsed time leaves that work out; record the events on stream 's', or make the legacy default stream wait for it (an event recorded on stream 's', then cudaStreamWaitEvent) before recording 'stop' [cuda-event-timing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: work is issued on stream 's' here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the stream is created non-blocking here: the legacy default stream does not synchronize with it
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on the legacy default stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on the legacy default stream
  return ms;
}

float events_on_a_work_on_b(float *d) {
  cudaStream_t a, b;
  cudaStreamCreate(&a);
  cudaStreamCreate(&b);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, a);
  spin<<<1, 1, 0, b>>>(d);
  cudaMemsetAsync(d, 0, 64, b);
  cudaEventRecord(stop, a);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'start' and 'stop' are recorded on stream 'a', but the work between them runs on stream 'b', which stream 'a' does not wait for: the elapsed time leaves that work out; record the events on stream 'b', or make stream 'a' wait for it (an event recorded on stream 'b', then cudaStreamWaitEvent) before recording 'stop' [cuda-event-timing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: work is issued on stream 'b' here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on stream 'a'
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on stream 'a'
  return ms;
}

float start_and_stop_on_different_streams(float *d) {
  cudaStream_t a, b;
  cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, a);
  spin<<<1, 1, 0, a>>>(d);
  cudaEventRecord(stop, b);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'start' and 'stop' are recorded on stream 'a' and stream 'b', which nothing orders: the elapsed time is not the duration of either stream's work; record both events on one stream, or make stream 'b' wait on an event recorded on stream 'a' before recording 'stop' [cuda-event-timing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on stream 'a'
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on stream 'b'
  return ms;
}

// ---- look-alikes: must stay silent -----------------------------------------------------

float same_stream(float *d, cudaStream_t s) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  spin<<<1, 1, 0, s>>>(d);
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

float legacy_events_blocking_streams(float *d) {
  cudaStream_t s[2];
  cudaStreamCreate(&s[0]);
  cudaStreamCreate(&s[1]);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < 2; ++i)
    spin<<<1, 1, 0, s[i]>>>(d);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

float joined_streams(float *d) {
  cudaStream_t primary, side;
  cudaStreamCreateWithFlags(&primary, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking);
  cudaEvent_t start, stop, fork, done;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventCreateWithFlags(&fork, cudaEventDisableTiming);
  cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
  cudaEventRecord(start, primary);
  cudaEventRecord(fork, primary);
  cudaStreamWaitEvent(side, fork, 0);
  spin<<<1, 1, 0, side>>>(d);
  cudaEventRecord(done, side);
  cudaStreamWaitEvent(primary, done, 0);
  cudaEventRecord(stop, primary);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

float host_synchronizes_before_stop(float *d) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  spin<<<1, 1, 0, s>>>(d);
  cudaStreamSynchronize(s);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

float work_on_unknown_stream(float *d, cudaStream_t work) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  spin<<<1, 1, 0, work>>>(d);
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

float timed_and_untimed_work(float *d) {
  cudaStream_t a, b;
  cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, a);
  spin<<<1, 1, 0, a>>>(d);
  spin<<<1, 1, 0, b>>>(d + 16);
  cudaEventRecord(stop, a);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// Records in another function (a timer class): not judged.
struct Timer {
  cudaEvent_t start, stop;
  void begin(cudaStream_t s) { cudaEventRecord(start, s); }
  void end(cudaStream_t s) { cudaEventRecord(stop, s); }
  float ms() {
    float t = 0;
    cudaEventElapsedTime(&t, start, stop);
    return t;
  }
};

namespace mylib {
int cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b);
}

float look_alike(float *d) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  spin<<<1, 1, 0, s>>>(d);
  cudaEventRecord(stop);
  float ms = 0;
  mylib::cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
