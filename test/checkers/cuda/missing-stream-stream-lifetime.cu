// RUN: %check_cuda %s cuda-missing-stream
// RUN: %check_cuda --check-suffix=KEPT %s cuda-missing-stream -- -DKEEP_STREAMS
// RUN: %check_cuda --check-suffix=INSIDE %s cuda-missing-stream -- -DLEGACY_INSIDE
// RUN: %check_cuda --check-suffix=COPYBACK %s cuda-missing-stream -- -DCOPY_BACK
#include "cuda_runtime.h"

// Streams synchronized and destroyed in the function that created them (an initialization
// function's throw-away streams) overlap nothing outside that function and what it calls:
// legacy-stream work elsewhere is not reported against them, and does not make the program
// multi-stream there. Look-alikes: the same streams kept alive in globals (KEPT), or legacy-stream work
// inside the function while they run (INSIDE): reported. A synchronous copy to the host
// waits for blocking streams as a synchronization does (COPYBACK): silent too.
// CHECK-MESSAGES-NOT: warning:
// CHECK-MESSAGES-COPYBACK-NOT: warning:

__global__ void kernel(float *p) {}

#ifdef KEEP_STREAMS
cudaStream_t copy, compute;
#endif
void init_data(float *d, float *e, const float *h, float *out, size_t n) {
#ifndef KEEP_STREAMS
  cudaStream_t copy, compute;
#endif
  cudaStreamCreate(&copy);
  cudaStreamCreate(&compute);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, copy);
  kernel<<<1, 32, 0, compute>>>(e);
#ifdef LEGACY_INSIDE
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES-INSIDE: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream, {{.*}}; pass the stream it belongs to (other work in this function uses 'copy' and 'compute') [cuda-missing-stream]
  // CHECK-MESSAGES-INSIDE: :25:3: note: a stream is created here
#endif
#ifdef COPY_BACK
  cudaMemcpy(out, e, n, cudaMemcpyDeviceToHost);
#else
  cudaStreamSynchronize(copy);
  cudaStreamSynchronize(compute);
#endif
#ifndef KEEP_STREAMS
  cudaStreamDestroy(compute);
  cudaStreamDestroy(copy);
#endif
}

void step(float *d) { kernel<<<1, 32>>>(d); }
// CHECK-MESSAGES-KEPT: :[[@LINE-1]]:23: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream, {{.*}} [cuda-missing-stream]
// CHECK-MESSAGES-KEPT: :25:3: note: a stream is created here

void run(float *d, float *e, float *h, size_t n) {
  init_data(d, e, h, h, n);
  for (int i = 0; i < 10; ++i)
    step(d);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
}
