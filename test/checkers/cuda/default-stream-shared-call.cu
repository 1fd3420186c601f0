// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// Issue 15: legacy-stream work and a stream's work that an entry point reaches through one
// call (made once, outside any loop) are judged inside that call's function, for one run of
// it: branches of one if/else there exclude each other. Set-up legacy work issued before that
// call is done once the function waits for earlier legacy work on every path before the
// stream's work. Real code: zjin-lcf/HeCBench@f27000a src/mf-sgd-cuda/src/sgd.cu:786-788
// (init_model's launches, then sgd_update_k128, whose third branch creates the streams).

__global__ void kernel(float *p) {}

// ---- negative cases --------------------------------------------------------------------

static void init_a(float *d) { kernel<<<1, 32>>>(d); }

static void update_a(float *d, float *h, size_t n, bool single) {
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost); // the host waits for init_a's launch
  if (single) {
    kernel<<<1, 32>>>(d); // no stream exists on this path
  } else {
    cudaStream_t compute, copy;
    cudaStreamCreate(&compute);
    cudaStreamCreate(&copy);
    cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, copy);
    kernel<<<1, 32, 0, compute>>>(d);
    cudaDeviceSynchronize();
  }
}

void fit_a(float *d, float *h, size_t n, bool single) {
  init_a(d);
  update_a(d, h, n, single);
}

// ---- the look-alikes ----------------------------------------------------------------------

// A device-to-device copy does not wait: init_b's launch may still run beside the streams.
// Reported until stop 42; silent since: fit_b runs both once (default-stream-recurring.cu).
static void init_b(float *d) { kernel<<<1, 32>>>(d); }

static void update_b(float *d, float *h, float *e, size_t n) {
  cudaMemcpy(e, d, n, cudaMemcpyDeviceToDevice);
  cudaStream_t compute, copy;
  cudaStreamCreate(&compute);
  cudaStreamCreate(&copy);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, copy);
  kernel<<<1, 32, 0, compute>>>(d);
  cudaDeviceSynchronize();
}

void fit_b(float *d, float *h, float *e, size_t n) {
  init_b(d);
  update_b(d, h, e, n);
}

// The shared call is made in a loop: the next call's single-grid launch may run while the
// previous call's stream work is in flight (nothing waits at the end of the stream branch).
static void update_c(float *d, float *h, size_t n, bool single) {
  if (single) {
    kernel<<<1, 32>>>(d);
  } else {
    cudaStream_t compute, copy;
    cudaStreamCreate(&compute);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 'compute' is created blocking{{.*}} [cuda-default-stream]
    // CHECK-MESSAGES: :[[@LINE-5]]:5: note: this kernel launch runs on the legacy default stream
    // CHECK-MESSAGES: :[[@LINE-3]]:5: note: create 'compute' with cudaStreamNonBlocking
    cudaStreamCreate(&copy);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 'copy' is created blocking{{.*}} [cuda-default-stream]
    // CHECK-MESSAGES: :[[@LINE-9]]:5: note: this kernel launch runs on the legacy default stream
    // CHECK-MESSAGES: :[[@LINE-3]]:5: note: create 'copy' with cudaStreamNonBlocking
    cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, copy);
    kernel<<<1, 32, 0, compute>>>(d);
  }
}

void fit_c(float *d, float *h, size_t n, int iters) {
  for (int i = 0; i < iters; ++i)
    update_c(d, h, n, i % 2 == 0);
}
