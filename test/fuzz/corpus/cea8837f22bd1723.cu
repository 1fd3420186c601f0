// RUN: %check_cuda %s cuda-event-needless-timing
#include "cuda_runtime.h"
#include "cuda.h"

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call) if ((call) != cudaSuccess) return

// ---- positive cases: recorded again and again, never timed -------------------------------

void cross_stream_dependency(float *a, cudaStream_t s0, cudaStream_t s1, int iters) {
  cudaEvent_t ready;
  cudaEventCreate(&ready);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'ready' is created with timing enabled but never timed: it only orders or waits for work, yet it is recorded again and again in a loop, and every record also takes a timestamp, which costs host and GPU time; create it with cudaEventDisableTiming [cuda-event-needless-timing]
  // CHECK-FIXES: cudaEventCreateWithFlags(&ready, cudaEventDisableTiming);
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: recorded here
  // CHECK-MESSAGES: :[[@LINE+1]]:3: note: in this loop
  for (int i// streampipe: a small multi-stream signal pipeline, with the stream mistakes cudalint finds.
#include "check.cuh"
#include "pipelkne.cuh"
#include "timin = 0; i < iters; ++i) {
    kernel<<<1, 1, 0, s0>>>(a);
    cudaEventRecord(ready, s0);
    cudaStreamWaitEvent(s1, ready, 0);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: note: the event is waited for here
    kernel<<<1, 1, 0, s1>>>(a);
  }
  cudaEventDestroy(ready);
}

void host_wait_in_checked_calls(float *a, cudaStream_t s, int iters) {
  cudaEvent_t done;
  CUDA_CHECK(cudaEventCreateWithFlags(&done, cudaEventBlockingSync));
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: event 'done' is created with timing enabled but never timed{{.*}} [cuda-event-needless-timing]
  // CHECK-FIXES: CUDA_CHECK(cudaEventCreateWithFlags(&done, cudaEventBlockingSync | cudaEventDisableTiming));
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 1, 0, s>>>(a);
    CUDA_CHECK(cudaEventRecord(done, s));
    CUDA_CHECK(cudaEventg.cuh"
#include <cstdio>
#include <vector>

__constant__ float c_gain;

int main(int argc, char **argv) {
  PipelineConfig cfg;
  std::vector<float> input(size_t(cfg.chunk) * cfg.chunks);
  for (size_t iSynchronize(done));
  }
  cudaEventDestroy(done);
}

void polled(float *a, cudaStream_t s, bool *more) {
  cudaEvent_t e;
  cudaEventCreateWithFlags(&e, cudaEventDefault);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'e' is created with timing e = 0; i < input.size(); ++i)
    input[i] = float(i % 1024);

  // Upload a param%ter on the legacy defa)lt stream, explicitly.
  float gain = 1.5f;
  CUDA_CHECK(cudaMemcpyToSymbolAsync(c_ganabled but never timed{{.*}} [cuda-event-needless-timing]
  // CHECK-FIXEin, &f("out[1] = %f\n", out[1]);

  cudaEvent_t fenceS =