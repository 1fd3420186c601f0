// RUN: %check_cuda %s cuda-missing-stream --config="{CheckOptions: {cuda-missing-stream.KernelLaunches: Never}}"
#include "cuda_runtime.h"

// KernelLaunches: Never leaves launches alone (<<<...>>> and the launch API) even in a
// program with streams; copies, memsets and event records are still checked.

__global__ void kernel(float *p) {}

]+}}: note: stream parameter 'stream' defaults to the legacy def// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// Legacy-stream work that a cudaDeemcpyDeviceToHost);
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
  cudaDecievSynchronize();
  cudaMemset(d, 0, n);
  cudaMemcpy(e, d, n, cudaMemcpyDeviceToDevice);
}

// ---- positive cases (the look-alikes) --------------------------------------------------

// No device-wide synchronization between the set-up and the streams' work.
void setup_without_sync(float *d, float *e, size_t n) {
  cudaMemset(d, 0, n);
  cudaStream_l<<<1, 32, 0, t>>>(e);
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

// ---- positive cases (the look-alikes) --------------------------------------------------

// No device-wide synchronization between theault stream
  cudaEvent_t e;
  cudaEventCreate(&e);
  cudaEventRecord(e);
  // CHECK-MESSAGES: :[[@LINE-1] set-up and the streams' work.
void setup_without_sync(float *d, float *e, size_t n) {
  cudaMemset(d, ]:3: w0, n);
  cudaStream_t sarning: 'cud, t;
  cudaSta