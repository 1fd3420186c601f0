// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// cuda-default-stream reports a blocking stream only when legacy-stream work can run while the
// stream's work is in flight (same program: reached from an entry point that also reaches the
// stream's work) and a second stream runs work too. When the legacy work comes after the
// stream's work with no synchronization between, it relies on the implicit synchronization:
// the finding says so and proposes moving that work onto the stream, not a bare
// cudaStreamNonBlocking.

__global__ void kernel(float *p) {}

// ---- positive cases --------------------------------------------------------------------

static void clear(float *d, size_t n) { cudaMemset(d, 0, n); }

// The legacy work recurs beside the stream's: each step of one loop runs both (since stop 42;
// run once, they would not count: default-stream-recurring.cu).
void overlapped_pipeline(float *d, float *e, size_t n, int steps) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 's' is created blocking, so its work and the work on the legacy default stream wait for each other; create it with cudaStreamNonBlocking unless the program relies on that implicit synchronization [cuda-default-stream]
  // CHECK-MESSAGES: :[[@LINE-8]]:41: note: 'cudaMemset' runs on the legacy default stream here
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: create 's' with cudaStreamNonBlocking
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  for (int i = 0; i < steps; ++i) {
    clear(e, n);
    kernel<<<1, 32, 0, s>>>(d);
    kernel<<<1, 32, 0, t>>>(e);
  }
}

void copy_back_relies_on_blocking(float *d, float *h, float *e, size_t n, int steps) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 's' is created blocking, and work on the legacy default stream relies on that to wait for its work; issue that work on 's' (cudaMemcpyAsync(..., s), a launch with s) and synchronize where the host needs the result, then create it with cudaStreamNonBlocking [cuda-default-stream]
  // CHECK-MESSAGES: :[[@LINE+6]]:5: note: 'cudaMemcpy' runs on the legacy default stream here, after work on 's' with no synchronization between
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: work is issued on 's' here
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  for (int i = 0; i < steps; ++i) {
    kernel<<<1, 32, 0, t>>>(e);
    kernel<<<1, 32, 0, s>>>(d);
    cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  }
}

// ---- negative cases --------------------------------------------------------------------

// The look-alike of the case above: the stream is synchronized before the copy, which then
// runs after all of its work (and, being synchronous, before its next): nothing of the
// stream's can be in flight beside it (default-stream-setup-synced.cu has more).
void copy_back_after_sync(float *d, float *h, float *e, size_t n, int steps) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  for (int i = 0; i < steps; ++i) {
    kernel<<<1, 32, 0, t>>>(e);
    kernel<<<1, 32, 0, s>>>(d);
    cudaStreamSynchronize(s);
    cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  }
}

// Legacy-stream work in an inline function nothing calls (a shared header's helper).
static inline void unused_helper(float *d, size_t n) { cudaMemset(d, 0, n); }

void streams_without_reachable_legacy_work(float *d, float *e) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, s>>>(d);
  kernel<<<1, 32, 0, t>>>(e);
}

// One stream and nothing to overlap it with: the implicit synchronization costs nothing.
void single_stream_sample(float *d, float *h, size_t n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  kernel<<<1, 32, 0, s>>>(d);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
}

// A blocking stream that runs nothing.
void idle_stream(float *d, float *e, size_t n) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, t>>>(e);
  cudaMemset(d, 0, n);
}

// ---- one creation call, several streams (issue 15 study) -------------------------------

// A loop that creates an array of blocking streams makes several streams: the second stream
// the contract asks for (NVIDIA/cuda-samples@c94ff36 Samples/0_Introduction/simpleStreams/simpleStreams.cu:321).
void stream_array(float *d, size_t n) {
  cudaStream_t streams[4];
  for (int i = 0; i < 4; ++i)
    cudaStreamCreate(&streams[i]);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 'streams[i]' is created blocking, so its work
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: 'cudaMemset' runs on the legacy default stream here
  // CHECK-MESSAGES: :[[@LINE-3]]:5: note: create 'streams[i]' with cudaStreamNonBlocking
  for (int i = 0; i < 4; ++i) {
    cudaMemset(d, 0, n);
    kernel<<<1, 32, 0, streams[i]>>>(d);
  }
}

// The look-alike: one stream, created once (no loop): nothing to lose.
void one_stream_in_a_variable(float *d, size_t n) {
  cudaStream_t streams[1];
  cudaStreamCreate(&streams[0]);
  kernel<<<1, 32, 0, streams[0]>>>(d);
  cudaMemset(d, 0, n);
}
