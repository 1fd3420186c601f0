// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"

// A timing event recorded on the legacy default stream when no work can be in flight marks
// that moment as well as a record on any stream would: right after cudaDeviceSynchronize (the
// stop of a region that waited for everything, the start of one that begins from an idle
// device), or first in main. Not reported, even beside non-blocking streams (held-out round 7:
// apk120/Parallel-IPM@abfddb6 ipmBatched.cu:883). Look-alikes: a record with stream work
// before it and no wait between, a call into the project between the wait and the record (it
// may enqueue work), a record first in a function other than main (its callers' work may be
// in flight).

__global__ void kernel(float *p) {}
void project_setup(float *d); // defined in another file
int cublasCreate_v2(void **handle); // a library handle's set-up enqueues nothing
int cublasDestroy_v2(void *handle);  // nor does its tear-down

// Host-only work of the project: it enqueues nothing either.
void fill_host(float *h, int n) {
  for (int i = 0; i < n; ++i)
    h[i] = 1.0f;
}

// A function of the project that launches work.
void prime(float *d, cudaStream_t s) { kernel<<<1, 32, 0, s>>>(d); }

float time_after_device_sync(float *d, int iters) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  kernel<<<1, 32, 0, s>>>(d);
  cudaDeviceSynchronize();
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i)
    kernel<<<1, 32, 0, s>>>(d);
  cudaDeviceSynchronize();
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

float time_each_iteration(float *d, int iters) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  float total = 0;
  for (int i = 0; i < iters; ++i) {
    cudaDeviceSynchronize();
    cudaEventRecord(start);
    kernel<<<1, 32, 0, s>>>(d);
    cudaDeviceSynchronize();
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    total += ms;
  }
  return total;
}

// The loop's last CUDA work is the wait; then streams and a library handle are torn down.
float stop_after_loop_ending_in_wait(float *d, int iters, void *handle) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaDeviceSynchronize();
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 32, 0, s>>>(d);
    cudaDeviceSynchronize();
  }
  cublasDestroy_v2(handle);
  cudaStreamDestroy(s);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// ---- positive cases (the look-alikes) --------------------------------------------------

// The loop's last CUDA work is a launch: the stop may be recorded while it runs.
float stop_after_loop_ending_in_work(float *d, int iters) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaDeviceSynchronize();
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    cudaDeviceSynchronize();
    kernel<<<1, 32, 0, s>>>(d);
  }
  cudaEventRecord(stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaEventRecord' without a stream argument {{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :[[@LINE-13]]:3: note: a stream is created here
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

float work_launched_between(float *d) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaDeviceSynchronize();
  prime(d, s);
  cudaEventRecord(start);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaEventRecord' without a stream argument {{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :[[@LINE-9]]:3: note: a stream is created here
  kernel<<<1, 32, 0, s>>>(d);
  cudaDeviceSynchronize();
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

float stop_without_wait(float *d) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaDeviceSynchronize();
  cudaEventRecord(start);
  kernel<<<1, 32, 0, s>>>(d);
  cudaEventRecord(stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaEventRecord' without a stream argument {{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :[[@LINE-10]]:3: note: a stream is created here
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

float project_call_between(float *d) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaDeviceSynchronize();
  project_setup(d);
  cudaEventRecord(start);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaEventRecord' without a stream argument {{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :[[@LINE-9]]:3: note: a stream is created here
  kernel<<<1, 32, 0, s>>>(d);
  cudaDeviceSynchronize();
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

float first_in_a_helper(float *d, cudaStream_t s) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaEventRecord' without a stream argument {{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :[[@LINE+12]]:3: note: a stream is created here
  kernel<<<1, 32, 0, s>>>(d);
  cudaDeviceSynchronize();
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

int main() {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  float *d = nullptr;
  void *handle = nullptr;
  cublasCreate_v2(&handle);
  float h[16];
  fill_host(h, 16);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  kernel<<<1, 32, 0, s>>>(d);
  cudaDeviceSynchronize();
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms > 0 ? first_in_a_helper(d, s) : 0;
}
