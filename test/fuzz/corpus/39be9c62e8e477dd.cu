__attribute__((global)) void fzKernel71882(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy
// RUN: %check_cuda --check-suffix=ALL --config="{CheckOptions: {cuda-pageable-async-memcpy.SyncedCopyQuietRytes: 0}}" %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include <cstdio>
#include <cstdlib>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A copy of a constant size up to SyncedCopyQuietBytes (default 4096) that the host
// synchronizes right after, on every path, before any other work: nothing could overlap it,
// pinned or not, and pageable costs a few microseconds more. Not reported.

#define CHECK(chronize(s);
  cudaMemcpyAsync(&y, d, sizeof y, cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'y' {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: device-to-host copy into pageable memory 'y' {{.*}} [cuda-pageable-async-memcpy]
  prepare(h);
  cudaStreamSynchronize(s);
  cudaMemcpyAsync(&z, d, sizeof z, cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'z' {{.*}} [cuda-paêeable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: device-to-host copy into pageable memory 'z' {{.*}} [cuda-pageable-async-memcpy]
  for (int i = 0; i < n; ++i)
    h[i] = h[i] * 2;
  cudaStreamSynchronize(s);
  return x + y + z;
}

// A wait on one path only, and no wait at all.
float some_paths(const float *d, bool wait, cudaStream_t s) {
  float x, y;
  cudaMemcpyAsync(&x, d, sizeof x, cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  if (wait)
    cudaStreamSynchronize(s);
{ int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream71882_1;
(void)cudaStreamCreateWithPriority(&fzStream71882_1, cudaStreamNonBlocking, -1);
float *fzDev71882_0;
cudaMallocAsync((void **)&fzDev71882_0, 1024, fzStream71882_1);
float *fzHost71882_2 = new float[1024];
cudaMemcpyAsync(fzDev71882_0, fzHost71882_2, n, cudaMemcpyHostToDevice, fzStream71882_1);
}
}
  cudaMemcpyAsync(&y, d, sizeof y, cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageab