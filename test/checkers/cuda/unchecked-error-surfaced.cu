// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"
#include "cuda.h"

// A dropped status whose failure the next checked call must report is not lost: an
// asynchronous fault a dropped synchronization would have returned is sticky (every later call
// returns it); a stream or event whose creation failed makes the checked call given it fail;
// with no device at all, every call after `cudaSetDevice(0)` or `cuInit(0)` fails. The checked
// call must come later in a block around the dropped one, with nothing between that may leave.
// Held-out rounds 19 and 21: chai CEDD main.cpp:234, ekondis/mixbench main-cuda.cpp:23,
// wilicc/gpu-burn gpu_burn-drv.cpp:354.

void report_and_exit(cudaError_t e, int line);
#define CHECK(call)                                                                            \
  do {                                                                                         \
    cudaError_t e_ = (call);                                                                   \
    if (e_ != cudaSuccess)                                                                     \
      report_and_exit(e_, __LINE__);                                                           \
  } while (0)

__global__ void kernel(float *p) {}

// ---- negative cases --------------------------------------------------------------------

// A checked wait behind a name (held-out round 31, cholla-hydro/cholla@8478c9e
// src/utils/gpu_arrays_functions.cu:42: `cudaDeviceSynchronize(); GPU_Error_Check();`, whose
// body waits and checks the wait's status): the dropped wait's fault surfaces there.
void wait_and_check() {
  cudaError_t code = cudaDeviceSynchronize();
  if (code != cudaSuccess)
    report_and_exit(code, __LINE__);
}
void sync_then_checking_helper() {
  cudaDeviceSynchronize();
  wait_and_check();
}

void sync_then_checked_copy(float *d, float *h, size_t n) {
  kernel<<<1, 1>>>(d);
  CHECK(cudaGetLastError());
  cudaDeviceSynchronize();
  CHECK(cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost));
}

void created_then_used(cudaStream_t *s, cudaEvent_t *e) {
  cudaStreamCreate(s);
  cudaEventCreate(e);
  CHECK(cudaEventRecord(*e, *s));
}

void first_device(float **p) {
  cudaSetDevice(0);
  CHECK(cudaMalloc(p, 4));
}

// ---- positive cases (the look-alikes) --------------------------------------------------

// Nothing checked after the wait.
void sync_then_unchecked_copy(float *d, float *h, size_t n) {
  kernel<<<1, 1>>>(d);
  CHECK(cudaGetLastError());
  cudaDeviceSynchronize();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaDeviceSynchronize is dropped: {{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES: :[[@LINE+1]]:3: note: 'sync_then_unchecked_copy' has 1 more unchecked CUDA call (line [[@LINE+1]]); the next is here
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
}

// The checked call is given another stream.
void created_then_other_used(cudaStream_t *s, cudaStream_t t) {
  cudaStreamCreate(s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaStreamCreate is dropped: {{.*}} [cuda-unchecked-error]
  CHECK(cudaStreamSynchronize(t));
}

// Another device may fail alone.
void some_device(float **p, int dev) {
  cudaSetDevice(dev);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaSetDevice is dropped: {{.*}} [cuda-unchecked-error]
  CHECK(cudaMalloc(p, 4));
}

// A return may come between the wait and the check.
void sync_then_maybe_return(float *d, float *h, size_t n, bool done) {
  cudaDeviceSynchronize();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaDeviceSynchronize is dropped: {{.*}} [cuda-unchecked-error]
  if (done)
    return;
  CHECK(cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost));
}

// Look-alikes of the checked wait behind a name: a helper that drops its own wait, one that
// waits only under a condition, and a dropped copy (not sticky) before the checking helper.
void wait_only() { cudaDeviceSynchronize(); }
// CHECK-MESSAGES: :[[@LINE-1]]:20: warning: the cudaError_t returned by cudaDeviceSynchronize is dropped: {{.*}} [cuda-unchecked-error]
void wait_if(bool now) {
  if (now) {
    cudaError_t code = cudaDeviceSynchronize();
    if (code != cudaSuccess)
      report_and_exit(code, __LINE__);
  }
}
void sync_then_unchecked_helper() {
  cudaDeviceSynchronize();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaDeviceSynchronize is dropped: {{.*}} [cuda-unchecked-error]
  wait_only();
}
void sync_then_conditional_helper(bool now) {
  cudaDeviceSynchronize();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaDeviceSynchronize is dropped: {{.*}} [cuda-unchecked-error]
  wait_if(now);
}
void copy_then_checking_helper(float *d, float *h, size_t n) {
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemcpy is dropped: {{.*}} [cuda-unchecked-error]
  wait_and_check();
}
