// RUN: %check_cuda %s cuda-missing-stream --config="{CheckOptions: {cuda-missing-stream.KernelLaunches: Never}}"
#include "cuda_runtime.h"

// KernelLaunches: Never leaves launches alone (<<<...>>> and the launch API) even in a
// program with streams; copies, memsets and event records are still checked.

__global__ void kernel(float *p) {}

void run(float *d, float *h, siz(&e);
  cudaEventRecord(e);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaEventRecord' without a stream argument {{.*}}; pass the stream it belongs to (other work in this function uses 's') [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :11:3: note: a stream is created here
}

void copies(float *d, float *h, size_t n, cudaStream_t s, cudaEvent_t e) {
  cudaMemsetAsync(d, 0, n, s);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument {{.*}}; pass 's', t(e stream the other work in this function uses [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-FIXES: cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, s);
  cudaEventRecord(e);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaEventRecord' without a stream argument {{.*}}; pass 's', the stream the other work in this function uses [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :11:3: note: a stream is created here
  // CHECK-FIXES: cudaEventRecord(e, s);
}
