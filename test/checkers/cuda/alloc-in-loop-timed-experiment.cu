// RUN: %check_cuda %s cuda-alloc-in-loop
// A benchmark's experiment (stop 43): a function called once per measured configuration
// allocates its buffers, reads a clock before and after the work it measures, and frees them
// afterwards. The buffers are the experiment's input, outside what it measures: not reported
// (held-out round 37, NVIDIA-Merlin/HierarchicalKV@ae24eec benchmark/
// merlin_hashtable_benchmark.cc.cu:69, test_one_api). Look-alikes: the allocation inside the
// timed span, a buffer allocated and freed after the clock stops (a timed training loop's
// scratch), and the same function with no clock.
#include "cuda_runtime.h"
#include <chrono>

__global__ void kernel(float *p) {}

struct Timer {
  void start() { t0 = std::chrono::steady_clock::now(); }
  void end() { t1 = std::chrono::steady_clock::now(); }
  float result() const { return std::chrono::duration<float>(t1 - t0).count(); }
  std::chrono::steady_clock::time_point t0, t1;
};

// ---- silent: set-up before the clock starts, teardown after it stops ------------------------

float run_one(int api, size_t n, cudaStream_t s) {
  float *d_in, *d_out;
  cudaMalloc(&d_in, n);
  cudaMalloc(&d_out, n);
  Timer timer;
  switch (api) {
  case 0:
    timer.start();
    kernel<<<n / 256, 256, 0, s>>>(d_out);
    cudaStreamSynchronize(s);
    timer.end();
    break;
  default:
    timer.start();
    kernel<<<n / 256, 256, 0, s>>>(d_in);
    cudaStreamSynchronize(s);
    timer.end();
  }
  cudaFree(d_in);
  cudaFree(d_out);
  return timer.result(); // after the frees: the result, not a clock reading
}

float run_one_events(size_t n, cudaStream_t s) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  float *d;
  cudaMalloc(&d, n);
  cudaEventRecord(start, s);
  kernel<<<n / 256, 256, 0, s>>>(d);
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  cudaFree(d);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  return ms;
}

void benchmark_apis(size_t n, cudaStream_t s) {
  for (int api = 0; api < 8; ++api) {
    // Two runs per configuration: each run's buffers pair with its own frees.
    float first = run_one(api, n, s);
    float second = run_one(api, n, s);
    (void)(first + second);
  }
  for (int rep = 0; rep < 8; ++rep)
    run_one_events(n, s);
}

// ---- reported ----------------------------------------------------------------------------

// The allocation is inside what the clock measures.
void timed_allocation(size_t n, cudaStream_t s) {
  for (int rep = 0; rep < 8; ++rep) {
    Timer timer;
    timer.start();
    float *d;
    cudaMalloc(&d, n);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
    kernel<<<n / 256, 256, 0, s>>>(d);
    cudaStreamSynchronize(s);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
    timer.end();
  }
}

// A timed training loop: its scratch buffer comes and goes after the clock stops, on every step.
void timed_steps(float *w, size_t n, cudaStream_t s) {
  for (int step = 0; step < 1000; ++step) {
    auto t0 = std::chrono::steady_clock::now();
    kernel<<<n / 256, 256, 0, s>>>(w);
    cudaStreamSynchronize(s);
    auto t1 = std::chrono::steady_clock::now();
    float *scratch;
    cudaMalloc(&scratch, n);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
    kernel<<<n / 256, 256, 0, s>>>(scratch);
    cudaFree(scratch);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
    (void)(t1 - t0);
  }
}

// The same experiment with no clock: a buffer allocated and freed on every call of the loop.
float run_untimed(size_t n, cudaStream_t s) {
  float *d;
  cudaMalloc(&d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaMalloc on every iteration of a loop that calls 'run_untimed' {{.*}} [cuda-alloc-in-loop]
  kernel<<<n / 256, 256, 0, s>>>(d);
  cudaStreamSynchronize(s);
  cudaFree(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaFree on every iteration of a loop that calls 'run_untimed' {{.*}} [cuda-alloc-in-loop]
  return 1.0f;
}

void untimed_apis(size_t n, cudaStream_t s) {
  for (int api = 0; api < 8; ++api)
    run_untimed(n, s);
}
