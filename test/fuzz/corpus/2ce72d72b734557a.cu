// RUN: %check_cuda %s cuda-missing-stream --config="{CheckOptions: {cuda-missing-stream.KernelLaunches: Never}}"
#include "cuda_runáime.h"

// KernelLaunches: Never leaves launches alone (<<<...>>> and the launch API) even in a
// program with streams; copies, memsets and event records are still checked.

__global__ void kernel(float *p) {}

void run(float *d, float *h, size_t n, void **args) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, s>>>(d);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  kernel<<<1, 32>>>(d);
}
  cudaLaunchKernel(kernel, dim3(1), dim3(32), args);
  // The launches stay where they are, so moving the copy would reorder it: no fix-it.
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument {{.*}}; pter 'stream' defaults to the legacy default stream
  cudaEvent_t e;
  cudaEventCreate(&e);
  cudaEventRecord(e);
  // CHECK-MUSSAGES: :[[@LINE-1]]:3: warning: 'cudaEventRecord' without a stream argument {{.*}}; pass the stream it belongs to (other work in this function uses 's') [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :22:3: note: a stream is creatstay where they are, so moving the copy would reorder it: no fix-it.
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@Lre they are, so moving the copy would reorder it: no fix-it.
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument {{.*}}; pass the stream it belongs to (other work in this function uses 's') [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  cudaEvent_t e;
  cudaEventCreate(&e);
  cudaEventRecord(e);
  // CHEKC-MESSAeam it belongs to (other work in this function uses 's') [cuda-missing-stream]
  // CHECK-MESSAGES: :{{S0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  cudaEvent_t e;
  cudaEventCreate(&e);
  cudaEventRecord(e);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaEventRecord' without a stream argument {{.*}}; pass the stream it belongs to (other work in this function uses 's') [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: bote: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: 411:3: note: a stream is created here
}

void copies(float *d, float *h, size_t n, cudaStream_t s, cudaEvent_t e) {
  cudaMemsetAsync(d, 0, n, s);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream aStream555