// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"

// The note "a stream is created here" names the stream the enclosing function's work runs on,
// not the first stream the translation unit creates (here, a communication stream set up by
// an unrelated helper first).

__global__ void kernel(float *p) {}

void make_comm_stream(cudaStream_t *comm) {
  cudaStreamCreateWithFlags(comm, cudaStreamNonBlocking);
}

void train(float *d, int steps) {
  cudaStream_t main_stream;
  cudaStreamCreate(&main_stream);
  for (int i = 0; i < steps; ++i) {
    kernel<<<1, 32, 0, main_stream>>>(d);
    kernel<<<1, 32>>>(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: kernel launch of 'kernel' without a stream {{.*}}; pass 'main_stream', the stream the other work in this function uses [cuda-missing-stream]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: a stream is created here
    // CHECK-FIXES: kernel<<<1, 32, 0, main_stream>>>(d);
  }
}

// The look-alike: a function with no stream work of its own is shown a stream created in a
// function reached from the same entry point (run_step's caller creates 'work').
static void run_step(float *d) {
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream {{.*}}; pass the stream it belongs to ('step_driver', which leads here, uses 'work') [cuda-missing-stream]
  // CHECK-MESSAGES: :[[@LINE+5]]:3: note: a stream is created here
}

void step_driver(float *d) {
  cudaStream_t work;
  cudaStreamCreate(&work);
  kernel<<<1, 32, 0, work>>>(d);
  run_step(d);
}
