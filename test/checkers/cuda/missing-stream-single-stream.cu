// RUN: %check_cuda %s cuda-missing-stream
// RUN: %check_cuda --check-suffix=ALWAYS --config="{CheckOptions: {cuda-missing-stream.KernelLaunches: Always, cuda-missing-stream.MemoryOperations: Always}}" %s cuda-missing-stream
// RUN: %check_cuda --check-suffix=MEMORY --config="{CheckOptions: {cuda-missing-stream.MemoryOperations: Always}}" %s cuda-missing-stream
#include "cuda_runtime.h"

// A program that only ever uses the default stream: launches, event records, asynchronous
// copies and memsets without a stream are what it means (unless KernelLaunches or
// MemoryOperations is Always): there is no other stream to serialize, and an Async copy on
// the default stream still overlaps the host.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

static void launch_on(float *d, cudaStream_t s) { kernel<<<1, 32, 0, s>>>(d); }
void copy_in(float *d, const float *h, size_t n, cudaStream_t s = 0) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
}

void run(float *d, float *h, size_t n, void **args) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES-MEMORY: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES-MEMORY: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES-ALWAYS: :[[@LINE-3]]:3: warning: 'cudaMemcpyAsync' without a stream argument
  // CHECK-MESSAGES-ALWAYS: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter
  cudaMemsetAsync(d, 0, n);
  // CHECK-MESSAGES-MEMORY: :[[@LINE-1]]:3: warning: 'cudaMemsetAsync' without a stream argument {{.*}}; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES-MEMORY: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter
  // CHECK-MESSAGES-ALWAYS: :[[@LINE-3]]:3: warning: 'cudaMemsetAsync' without a stream argument
  // CHECK-MESSAGES-ALWAYS: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter
  cudaMemPrefetchAsync(d, n, cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0);
  // CHECK-MESSAGES-MEMORY: :[[@LINE-1]]:3: warning: 'cudaMemPrefetchAsync' without a stream argument
  // CHECK-MESSAGES-MEMORY: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter
  // CHECK-MESSAGES-ALWAYS: :[[@LINE-3]]:3: warning: 'cudaMemPrefetchAsync' without a stream argument
  // CHECK-MESSAGES-ALWAYS: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter

  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES-ALWAYS: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass the stream it belongs to [cuda-missing-stream]
  cudaLaunchKernel(kernel, dim3(1), dim3(32), args);
  // CHECK-MESSAGES-ALWAYS: :[[@LINE-1]]:3: warning: 'cudaLaunchKernel' without a stream argument
  // CHECK-MESSAGES-ALWAYS: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter

  // Not flagged in a program without other streams, whatever KernelLaunches says.
  cudaEvent_t start;
  cudaEventCreate(&start);
  cudaEventRecord(start);
  copy_in(d, h, n);
  launch_on(d, 0);
  kernel<<<1, 32, 0, 0>>>(d);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, 0);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  cudaDeviceSynchronize();
}

void per_thread_only(float *d, float *h, size_t n) {
  // cudaStreamPerThread is a default stream too: the program stays single-stream.
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, cudaStreamPerThread);
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES-ALWAYS: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream {{.*}}; pass the stream it belongs to [cuda-missing-stream]
}
