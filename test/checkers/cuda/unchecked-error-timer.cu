// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"

// A timer (a function whose only CUDA calls are event calls) in a unit that times work with
// cudaEventElapsedTime is not reported: a failed timer call costs a measurement, not a result
// (held-out round 19: gmm's cudaTimer_t, kmeans' timer class; 9 of 25 findings no engineer
// would act on).

__global__ void kernel(float *p) {}

// ---- negative cases --------------------------------------------------------------------

struct Timer {
  cudaEvent_t start_, stop_;
  Timer() {
    cudaEventCreate(&start_);
    cudaEventCreate(&stop_);
  }
  ~Timer() {
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
  }
  void start(cudaStream_t s) { cudaEventRecord(start_, s); }
  float stop(cudaStream_t s) {
    cudaEventRecord(stop_, s);
    cudaEventSynchronize(stop_);
    float ms = 0;
    cudaEventElapsedTime(&ms, start_, stop_);
    return ms;
  }
};

// ---- positive cases (the look-alikes) --------------------------------------------------

// Events that order two streams are not a timer: a failed record leaves the wait with
// nothing to wait for.
void order(cudaStream_t a, cudaStream_t b, cudaEvent_t e) {
  cudaEventRecord(e, a);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaEventRecord is dropped: {{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES: :[[@LINE+1]]:3: note: 'order' has 1 more unchecked CUDA call (line [[@LINE+1]]); the next is here
  cudaStreamWaitEvent(b, e, 0);
}

// A timed region that launches work is not a timer.
float timed(float *d, cudaStream_t s) {
  cudaEvent_t t0, t1;
  cudaEventCreate(&t0);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaEventCreate is dropped: {{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES: :[[@LINE+1]]:3: note: 'timed' has 6 more unchecked CUDA calls {{.*}}
  cudaEventCreate(&t1);
  cudaEventRecord(t0, s);
  kernel<<<1, 32, 0, s>>>(d);
  cudaEventRecord(t1, s);
  cudaEventSynchronize(t1);
  float ms = 0;
  cudaEventElapsedTime(&ms, t0, t1);
  return ms;
}
