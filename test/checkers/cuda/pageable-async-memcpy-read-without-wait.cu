// RUN: %check_cuda %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include <cstdlib>
#include <vector>

// Issue 15, held-out round 35 (PaddlePaddle/Anakin@5fd68a6 saber_generate_proposals.cu:530, reduced): a
// device-to-host read-back into pageable memory that the host reads with no synchronization
// after the copy relies on the pageable copy being synchronous. Pinning it as advised, with no
// wait added, reads the data before it lands. Such a read-back overlaps nothing today: as one
// the host waits for, it is not reported unless its size is known to be large (a constant above
// SyncedCopyQuietBytes) and it repeats; when it is reported, a note at the read says to
// synchronize before it. Look-alikes: a wait before the read (no note), the buffer handed to a
// function first (unknown: no note), a read only after the wait on one path.

__global__ void count(int *d) {}

// Runs once as far as this file shows, size unknown, read with no wait: not reported.
int onceRelied(int *d, int imgs, cudaStream_t s) {
  count<<<1, 32, 0, s>>>(d);
  std::vector<int> kept;
  kept.resize(imgs);
  cudaMemcpyAsync(&kept[0], d, sizeof(int) * imgs, cudaMemcpyDeviceToHost, s);
  int total = 0;
  std::vector<int> offsets;
  offsets.push_back(0);
  for (int i = 0; i < imgs; i++) {
    total += kept[i];
    offsets.push_back(total);
  }
  return total;
}

// A few bytes read after a wait for another stream only: relied on, small: not reported
// (pageable-async-memcpy-synced.cu's other_stream() hands it on instead, and is reported).
float smallRelied(const float *d) {
  cudaStream_t a, b;
  cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
  float x;
  cudaMemcpyAsync(&x, d, sizeof x, cudaMemcpyDeviceToHost, a);
  cudaStreamSynchronize(b);
  return x;
}

// Repeats, read with no wait, a size the file does not tell: overlaps nothing, and its staging
// is not known to cost much: not reported (stop 44; ReportUnboundedWaitedCopies reports it).
int loopRelied(int *d, size_t n, int iters, cudaStream_t s) {
  std::vector<int> counts(n);
  int total = 0;
  for (int it = 0; it < iters; ++it) {
    count<<<1, 32, 0, s>>>(d);
    cudaMemcpyAsync(counts.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost, s);
    total += it;
    total += counts[0];
  }
  return total;
}

// Repeats, read with no wait, 1 MiB: reported, with the note at the read.
int loopReliedLarge(int *d, int iters, cudaStream_t s) {
  const size_t n = size_t(1) << 18;
  std::vector<int> counts(n);
  int total = 0;
  for (int it = 0; it < iters; ++it) {
    count<<<1, 32, 0, s>>>(d);
    cudaMemcpyAsync(counts.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: device-to-host copy into pageable memory 'counts' {{.*}} [cuda-pageable-async-memcpy]
    total += it;
    total += counts[0];
    // CHECK-MESSAGES: :[[@LINE-1]]:14: note: the host reads 'counts' here with no synchronization after the copy: the code relies on the pageable copy being complete when cudaMemcpyAsync returns; pinned, the copy returns at once, so synchronize with it (cudaStreamSynchronize, or cudaEventSynchronize on an event recorded after it) before this read
  }
  return total;
}

// A known 1 MiB read-back into malloc'd memory, read with no wait: reported with the note.
float bigRelied(float *d, cudaStream_t s) {
  const size_t bytes = size_t(1) << 20;
  float *h = (float *)malloc(bytes);
  cudaMemcpyAsync(h, d, bytes, cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
  float first = h[0];
  // CHECK-MESSAGES: :[[@LINE-1]]:17: note: the host reads 'h' here with no synchronization after the copy{{.*}}
  free(h);
  return first;
}

// Look-alike: the host waits before the read: reported (1 MiB, repeats), no note.
int loopWaited(int *d, int iters, cudaStream_t s) {
  const size_t n = size_t(1) << 18;
  std::vector<int> counts(n);
  int total = 0;
  for (int it = 0; it < iters; ++it) {
    count<<<1, 32, 0, s>>>(d);
    cudaMemcpyAsync(counts.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: device-to-host copy into pageable memory 'counts' {{.*}} [cuda-pageable-async-memcpy]
    total += it;
    cudaStreamSynchronize(s);
    total += counts[0];
  }
  return total;
}

void consume(float *h);

// Look-alike: the buffer is handed to a function before any read: what it does is unknown.
void bigHandedOn(float *d, cudaStream_t s) {
  const size_t bytes = size_t(1) << 20;
  float *h = (float *)malloc(bytes);
  cudaMemcpyAsync(h, d, bytes, cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
  consume(h);
  free(h);
}
