// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// Issue 15: legacy-stream work that never runs while a blocking stream's work is in flight
// does not count against the stream, in every entry point that reaches both:
// - a device-wide synchronization on every path separates them, and work on the stream after
//   the legacy operation waits for it because it blocks the host (a synchronous copy to the
//   host): Parxd/cudaML@8c906e3 src/cublas/mlp.cu:138;
// - they are reached only through the two branches of one if/else, outside any loop:
//   Parxd/cudaML@8c906e3 tests/cublas/test_stream.cu:31.
// Each case has an entry point and helpers of its own.
// Since stop 42 legacy work must also recur beside the stream's work (one loop that repeats
// both: default-stream-recurring.cu), so the look-alikes that run once (reported until then)
// are silent too; only the one in a loop, alternating_tests, is reported.

__global__ void kernel(float *p) {}

// ---- a device-wide synchronization on every path -----------------------------------------

static void upload_a(float *d, const float *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
}
static void release_a(float *d, cudaStream_t s) { cudaFreeAsync(d, s); }

void result_after_device_sync(float *d, float *h, size_t n) {
  cudaStream_t streams[2];
  for (int i = 0; i < 2; ++i)
    cudaStreamCreate(&streams[i]);
  upload_a(d, h, n, streams[0]);
  kernel<<<1, 32, 0, streams[1]>>>(d);
  cudaDeviceSynchronize();
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost); // the host waits for it: the free comes after
  release_a(d, streams[0]);
}

// Look-alike: the synchronization runs only on one path (once: silent since stop 42).
static void upload_b(float *d, const float *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
}

void sync_in_one_branch(float *d, float *h, size_t n, bool check) {
  cudaStream_t streams[2];
  for (int i = 0; i < 2; ++i)
    cudaStreamCreate(&streams[i]);
  upload_b(d, h, n, streams[0]);
  kernel<<<1, 32, 0, streams[1]>>>(d);
  if (check)
    cudaDeviceSynchronize();
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
}

// Look-alike: the legacy copy does not block the host until it is done (host to device), and
// more work on the stream follows it (once: silent since stop 42).
static void upload_c(float *d, const float *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
}
static void launch_c(float *d, cudaStream_t s) { kernel<<<1, 32, 0, s>>>(d); }

void work_after_the_legacy_copy(float *d, float *h, size_t n) {
  cudaStream_t streams[2];
  for (int i = 0; i < 2; ++i)
    cudaStreamCreate(&streams[i]);
  upload_c(d, h, n, streams[0]);
  kernel<<<1, 32, 0, streams[1]>>>(d);
  cudaDeviceSynchronize();
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  launch_c(d, streams[0]);
}

// ---- mutually exclusive branches ---------------------------------------------------------

static void legacy_test_d(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
}
static void stream_test_d(float *d, const float *h, size_t n) {
  cudaStream_t s[2];
  for (int i = 0; i < 2; ++i) {
    cudaStreamCreate(&s[i]);
    cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s[i]);
  }
}

void either_test(int which, float *d, const float *h, size_t n) {
  if (which == 0)
    legacy_test_d(d, h, n);
  else if (which == 1)
    stream_test_d(d, h, n);
}

// Look-alike: the branch holds only the legacy work; the stream work always follows (once:
// silent since stop 42).
static void legacy_test_e(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
}
static void stream_test_e(float *d, const float *h, size_t n) {
  cudaStream_t s[2];
  for (int i = 0; i < 2; ++i) {
    cudaStreamCreate(&s[i]);
    cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s[i]);
  }
}

void optional_then_stream_test(int which, float *d, const float *h, size_t n) {
  if (which == 0)
    legacy_test_e(d, h, n);
  stream_test_e(d, h, n);
}

// Look-alike: the branches alternate in a loop, so one iteration's legacy copy can run while
// the previous iteration's stream work is in flight.
static void legacy_test_f(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
}
static void stream_test_f(float *d, const float *h, size_t n) {
  cudaStream_t s[2];
  for (int i = 0; i < 2; ++i) {
    cudaStreamCreate(&s[i]);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 's[i]' is created blocking{{.*}} [cuda-default-stream]
    // CHECK-MESSAGES: :[[@LINE-7]]:3: note: 'cudaMemcpy' runs on the legacy default stream here
    // CHECK-MESSAGES: :[[@LINE-3]]:5: note: create 's[i]' with cudaStreamNonBlocking
    cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s[i]);
  }
}

void alternating_tests(int rounds, float *d, const float *h, size_t n) {
  for (int r = 0; r < rounds; ++r) {
    if (r % 2)
      legacy_test_f(d, h, n);
    else
      stream_test_f(d, h, n);
  }
}
