// RUN: %check_cuda %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"

// Issue 15: a size that is not a constant but is bounded by one counts as that bound: every
// operand of `count * sizeof(float)` is a constant or a local whose reaching writes all store
// a non-negative constant. Below HostToDeviceQuietBytes (8192), host to device: not reported.
// Synchronized right after, a copy is reported only when its size is a constant above
// SyncedCopyQuietBytes (65536): a bound says how large it can be, not that it is large.

void read_small(const float *d_sum, cudaStream_t s, bool wide) {
  float out[16];
  int count = 4;
  if (wide)
    count = 16;
  cudaMemcpyAsync(out, d_sum, count * sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
}

void upload_small(float *d, cudaStream_t s, bool wide) {
  float params[32];
  int k = 8;
  if (wide)
    k = 32;
  cudaMemcpyAsync(d, params, k * sizeof(float), cudaMemcpyHostToDevice, s);
}

// ---- look-alikes -------------------------------------------------------------------------

// The count comes from the caller: no bound. Waited for right after, in a loop that repeats
// it: a size the file does not tell is not known to be large, not reported (stop 44).
void read_count(const float *d_sum, cudaStream_t s, int count, int steps) {
  float out[16];
  for (int i = 0; i < steps; ++i) {
    cudaMemcpyAsync(out, d_sum, count * sizeof(float), cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
  }
}

// Bounded but not synchronized right after (a launch comes first): reported, as a constant
// size would be.
__global__ void kernel(float *p) {}
void read_then_launch(float *d_sum, cudaStream_t s, bool wide) {
  float out[16];
  int bounded = 4;
  if (wide)
    bounded = 16;
  cudaMemcpyAsync(out, d_sum, bounded * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'out' is staged {{.*}} [cuda-pageable-async-memcpy]
  kernel<<<1, 32, 0, s>>>(d_sum);
  cudaStreamSynchronize(s);
}

// A bound above the threshold, 32768 floats (128 KiB), waited for right after: a bound, not a
// known large size: not reported. The same copy with a launch before the wait: reported.
void read_large(const float *d_sum, cudaStream_t s, bool wide) {
  float out[32768];
  int count = 16;
  if (wide)
    count = 32768;
  cudaMemcpyAsync(out, d_sum, count * sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
}

void read_large_then_launch(float *d_sum, cudaStream_t s, bool wide) {
  float out[32768];
  int count = 16;
  if (wide)
    count = 32768;
  cudaMemcpyAsync(out, d_sum, count * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'out' is staged {{.*}} [cuda-pageable-async-memcpy]
  kernel<<<1, 32, 0, s>>>(d_sum);
  cudaStreamSynchronize(s);
}

// Host to device with a bound above HostToDeviceQuietBytes: 4096 floats are 16 KiB.
void upload_large(float *d, cudaStream_t s, bool wide) {
  float params[4096];
  int k = 8;
  if (wide)
    k = 4096;
  cudaMemcpyAsync(d, params, k * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'params' is staged {{.*}} [cuda-pageable-async-memcpy]
}

// A count grown from its own value (`+=`, `++`) is not bounded by its initial 0 (held-out round
// 33, baidu-research/warp-ctc@94b2fa1 include/detail/gpu_ctc.h:264): no bound, so the upload in
// a loop that repeats it is reported. Look-alike: the same count only assigned constants stays
// bounded (upload_small above).
void upload_grown(float *d, const int *lens, int mb, int steps, cudaStream_t s) {
  float labels[4096];
  for (int step = 0; step < steps; ++step) {
    int total = 0;
    for (int j = 0; j < mb; ++j)
      total += lens[j];
    cudaMemcpyAsync(d, labels, total * sizeof(float), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'labels' is staged {{.*}} [cuda-pageable-async-memcpy]
  }
}

void upload_counted(float *d, const int *lens, int mb, int steps, cudaStream_t s) {
  float labels[4096];
  for (int step = 0; step < steps; ++step) {
    int total = 0;
    for (int j = 0; j < mb; ++j)
      if (lens[j] > 0)
        ++total;
    cudaMemcpyAsync(d, labels, total * sizeof(float), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'labels' is staged {{.*}} [cuda-pageable-async-memcpy]
  }
}
