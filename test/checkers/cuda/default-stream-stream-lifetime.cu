// RUN: %check_cuda %s cuda-default-stream
// RUN: %check_cuda --check-suffix=KEPT %s cuda-default-stream -- -DKEEP_STREAMS
// RUN: %check_cuda %s cuda-default-stream -- -DLEGACY_INSIDE
// RUN: %check_cuda --check-suffix=COPYBACK %s cuda-default-stream -- -DCOPY_BACK
#include "cuda_runtime.h"

// Streams synchronized and destroyed in the function that created them (an initialization
// function's throw-away streams) overlap nothing outside that function and what it calls:
// legacy-stream work elsewhere is not reported against them, and does not make the program
// multi-stream there. Look-alikes: the same streams kept alive (KEPT), or legacy-stream work
// inside the function while they run (LEGACY_INSIDE): reported until stop 42; silent since,
// because the streams' work runs once and shares no loop with the legacy work
// (default-stream-recurring.cu): KEPT reports only the written-out '0'. A synchronous copy to
// the host waits for blocking streams as a synchronization does (COPYBACK): silent too.
// CHECK-MESSAGES-NOT: warning:
// CHECK-MESSAGES-COPYBACK-NOT: warning:

__global__ void kernel(float *p) {}

void init_data(float *d, float *e, const float *h, float *out, size_t n) {
  cudaStream_t copy, compute;
  cudaStreamCreate(&copy);
  cudaStreamCreate(&compute);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, copy);
  kernel<<<1, 32, 0, compute>>>(e);
#ifdef LEGACY_INSIDE
  cudaMemset(d, 0, n);
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

void step(float *d) { kernel<<<1, 32, 0, 0>>>(d); }
// CHECK-MESSAGES-KEPT: :[[@LINE-1]]:42: warning: '0' passed to the launch of 'kernel' is the legacy default stream, {{.*}} [cuda-default-stream]
// CHECK-MESSAGES-KEPT: :22:3: note: a stream is created here

void run(float *d, float *e, float *h, size_t n) {
  init_data(d, e, h, h, n);
  for (int i = 0; i < 10; ++i)
    step(d);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
}

// The same for an array of streams, created, synchronized and destroyed in loops of their own.
void init_ring(float *d, size_t n) {
  const int N = 4;
  cudaStream_t ring[N];
  for (int i = 0; i < N; ++i)
    cudaStreamCreate(&ring[i]);
  for (int i = 0; i < N; ++i)
    kernel<<<1, 32, 0, ring[i]>>>(d + i * n);
#ifdef LEGACY_INSIDE
  cudaMemset(d, 0, n);
#endif
  for (int i = 0; i < N; ++i)
    cudaStreamSynchronize(ring[i]);
#ifndef KEEP_STREAMS
  for (int i = 0; i < N; ++i)
    cudaStreamDestroy(ring[i]);
#endif
}

void run_ring(float *d, size_t n) {
  init_ring(d, n);
  for (int i = 0; i < 10; ++i)
    step(d);
}
