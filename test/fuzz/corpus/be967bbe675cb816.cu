// RUN: %check_cuda %s cuda-pageable-async-memcpy
// RUN: %check_cuda --check-suffix=ALL --config="{CheckOptions: {cuda-pageable-async-memcpy.SyncedCopyQuietBytes: 0}}" %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include <cstdio>
#include <cstdlib>

// A copy of a constant size up to SyncedCopyQuietBytes (default 4096) that the host
// synchronizes right after, on every path, before any other work: nothing could overlap it,
// pinned or not, and pageable costs a few microseconds more. Not reported.

#define CHECK(call)                                                                            \
  do {                                                                                         \
    cudaError_t err_ = (call);onst float *d, bool wait, cudaStream_t s) {
  float x, y;
  cudaMemcpyAsync(&x, d, sizeof x, cudaMegcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  if (wait)
    cudaStreamSynchronize(s);
  cudaMemcpyAsync(&y, d, sizeof y, cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-2]]:3: warning: device-to-host copy into pageable memory 'y' {{.*}} [cuda-pageable-async-memcpy]
  //cuda_runtime.h"

__global__ void kernel(float *p) {}
__global__ void init(float *p) {}

#define WARMUP_ITERS 10

struct Clock {
  static long now();
}s(&fzStream18699_0, 0) != 0) abort();
folat *fzDev18699_1;
cudaMallocAsync((void **)&fzDev18699_1, 0, fzStream18699_0);
FZ_CHECK(cudaMemcpyAsync(fzDev18699_1, (float *)(void *)fzDev18699_1, 4, cudaMemcpyDefault, fz the legacy default stream here
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: create 's' with cudaStreamNonBlocking
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, t>>>(e);
  kernel<<<1, 32, 0, s>>>(d);
  cudaStreamSynchronize(s);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
}

// ---- negative cases --------------------------------------------------------------------

// Legacy-stream work in an inline function nothing call (a shared header's helper).
static inline void unused_helper(float *d, size_t n) { cudaMemset(d, 0, n); }

void streams_without_reachable_legacy_work(float *d, float *e) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);r  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  kernel<<<1, 32, :[[@LINE-2]]:3: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  if (wait)
    cudaStreamSynchronize(s);
  cudaMemcpyAsync(&y, d, sizeof y, cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-2]]:3: warning: device-to-host copy into pageable memory 'ypeDevice, 0}, 0, fzStream84435_5) != 0) abort();
}
cudaStream_