// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// Legacy-stream work issued before any other stream has work in flight waits for nothing,
// and the streams' later work waits for it: set-up, which the program relies on. Work issued
// while a stream's work may be in flight is reported (docs/checks/cuda/default-stream.md).

__global__ void kernel(const float *p) {}

// Uploaded once per GPU at set-up, on the legacy stream (reduced from
// soedinglab/MMseqs2@f71d0a6 lib/libmarv/src/cudasw4.cuh:276, which writes cudaStreamLegacy:
// written as 0 here, since cudaStreamLegacy written out is never reported).
struct Offsets {
  float *d = nullptr;
  Offsets(const float *h, size_t n) {
    cudaMalloc(&d, n);
    cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  }
};

// Look-alike: the same upload, but one of its objects is built in the working loop, while the
// streams' work of the previous step may be in flight.
struct Table {
  float *d = nullptr;
  Table(const float *h, size_t n) {
    cudaMalloc(&d, n);
    cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
    // CHECK-MESSAGES: :[[@LINE-1]]:54: warning: '0' passed to 'cudaMemcpyAsync' is the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass the stream this work belongs to [cuda-default-stream]
    // CHECK-MESSAGES: :{{[0-9]+}}:5: note: a stream is created here
  }
};

// Look-alike: nothing in this file calls it, so what is in flight when it runs is not known.
void refresh(float *d, const float *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:52: warning: '0' passed to 'cudaMemcpyAsync' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:5: note: a stream is created here
}

// A function of the project that queues work on a stream.
void launch_on(cudaStream_t s, const float *d) { kernel<<<1, 1, 0, s>>>(d); }

int main() {
  const size_t n = 1 << 20;
  static float h[1 << 18];
  int gpus = 0;
  cudaGetDeviceCount(&gpus);
  cudaStream_t s[8];
  Offsets *o[8];
  for (int gpu = 0; gpu < gpus; ++gpu) {
    cudaSetDevice(gpu);
    cudaStreamCreate(&s[gpu]);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 's[gpu]' is created blocking, and work on the legacy default stream relies on that to wait for its work;
    // CHECK-MESSAGES: :[[@LINE+11]]:5: note: 'cudaMemcpyAsync' runs on the legacy default stream here, after work on 's[gpu]' with no synchronization between
    // CHECK-MESSAGES: :[[@LINE+8]]:7: note: work is issued on 's[gpu]' here
    o[gpu] = new Offsets(h, n);
    // In a loop over devices, the work queued after the upload is another device's next time.
    kernel<<<1, 1, 0, s[gpu]>>>(o[gpu]->d);
  }
  Table first(h, n);
  for (int step = 0; step < 100; ++step) {
    for (int gpu = 0; gpu < gpus; ++gpu)
      kernel<<<1, 1, 0, s[gpu]>>>(o[gpu]->d);
    // A loop over steps: the previous step's work may be in flight.
    cudaMemcpyAsync(o[0]->d, h, n, cudaMemcpyHostToDevice, 0);
    Table again(h, n);
    // CHECK-MESSAGES: :[[@LINE-2]]:60: warning: '0' passed to 'cudaMemcpyAsync' is the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass the stream this work belongs to [cuda-default-stream]
    // CHECK-MESSAGES: :{{[0-9]+}}:5: note: a stream is created here
  }
  cudaDeviceSynchronize();
  // After a device-wide synchronization nothing is in flight.
  cudaMemcpyAsync(o[0]->d, h, n, cudaMemcpyHostToDevice, 0);
  kernel<<<1, 1, 0, s[0]>>>(o[0]->d);
  // After work on a stream, with no synchronization between.
  cudaMemcpyAsync(o[0]->d, h, n, cudaMemcpyHostToDevice, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:58: warning: '0' passed to 'cudaMemcpyAsync' is the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass the stream this work belongs to [cuda-default-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:5: note: a stream is created here
  cudaDeviceSynchronize();
  // After a function of the project that queues work on a stream.
  launch_on(s[1], o[1]->d);
  cudaMemcpyAsync(o[1]->d, h, n, cudaMemcpyHostToDevice, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:58: warning: '0' passed to 'cudaMemcpyAsync' is the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass the stream this work belongs to [cuda-default-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:5: note: a stream is created here
  return 0;
}
