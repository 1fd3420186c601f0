// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// Legacy-stream work that a cudaDeviceSynchronize separates from all of a blocking stream's
// work (set-up before its first work, a result copy after its last, no loop around both)
// cannot run while that work is in flight: the stream is not reported for it (issue 15; real
// code: NVIDIA/multi-gpu-programming-models@9a600f5 single_gpu/jacobi.cu:208).

__global__ void kernel(float *p) {}

// ---- negative cases --------------------------------------------------------------------

void setup_solve_copy_back(float *d, float *e, float *h, size_t n, int iters) {
  cudaMemset(d, 0, n);
  kernel<<<1, 32>>>(d);
  cudaDeviceSynchronize();
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreate(&t);
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 32, 0, s>>>(d);
    kernel<<<1, 32, 0, t>>>(e);
  }
  cudaDeviceSynchronize();
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
}

// The streams live in a helper; the legacy work of its caller comes after a
// cudaDeviceSynchronize that follows the call.
static void solve(float *d, float *e) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreate(&t);
  kernel<<<1, 32, 0, s>>>(d);
  kernel<<<1, 32, 0, t>>>(e);
}

void solve_then_legacy(float *d, float *e, size_t n) {
  solve(d, e);
  cudaDeviceSynchronize();
  cudaMemset(d, 0, n);
  cudaMemcpy(e, d, n, cudaMemcpyDeviceToDevice);
}

// A function of the project that only waits for the device is the wait (a checked
// cudaDeviceSynchronize behind a name, microsoft/LightGBM@bae0b7b SynchronizeCUDADevice).
static void wait_for_device() {
  if (cudaDeviceSynchronize() != cudaSuccess)
    throw "cudaDeviceSynchronize failed";
}

void setup_wrapped_sync_solve(float *d, float *e, size_t n, int iters) {
  cudaMemset(d, 0, n);
  wait_for_device();
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreate(&t);
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 32, 0, s>>>(d);
    kernel<<<1, 32, 0, t>>>(e);
  }
}

// The legacy work and the streams' work share a loop, and each iteration starts with a wait
// for the device: the previous iteration's stream work is done when the memset is issued.
void legacy_after_wait_in_the_loop(float *d, float *e, size_t n, int iters) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  for (int i = 0; i < iters; ++i) {
    cudaDeviceSynchronize();
    cudaMemset(d, 0, n);
    kernel<<<1, 32, 0, s>>>(d);
    kernel<<<1, 32, 0, t>>>(e);
  }
}

// ---- the look-alikes -------------------------------------------------------------------

// No device-wide synchronization between the set-up and the streams' work: reported until
// stop 42; silent since, as one-time work (default-stream-recurring.cu).
void setup_without_sync(float *d, float *e, size_t n) {
  cudaMemset(d, 0, n);
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, s>>>(d);
  kernel<<<1, 32, 0, t>>>(e);
}

// The legacy work and the streams' work share a loop, and nothing waits between the stream
// work and the next iteration's memset: the memset waits for that work.
void legacy_in_the_loop(float *d, float *e, size_t n, int iters) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 's' is created blocking, so its work
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: 'cudaMemset' runs on the legacy default stream here
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: create 's' with cudaStreamNonBlocking
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  for (int i = 0; i < iters; ++i) {
    cudaMemset(d, 0, n);
    cudaDeviceSynchronize();
    kernel<<<1, 32, 0, s>>>(d);
    kernel<<<1, 32, 0, t>>>(e);
  }
}

// A wait that runs only on some calls of its function is not one (reported until stop 42;
// one-time work since).
static void wait_when(bool debug) {
  if (debug)
    cudaDeviceSynchronize();
}

void setup_conditional_wrapped_sync(float *d, float *e, size_t n, bool debug) {
  cudaMemset(d, 0, n);
  wait_when(debug);
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, s>>>(d);
  kernel<<<1, 32, 0, t>>>(e);
}
