// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"

// CUB's algorithms run in two phases: called with a null temp storage they only write the
// size it needs, then called again with the storage and the stream they do the work. Wrappers
// of them keep the shape (`void *temp, size_t &bytes, ..., cudaStream_t s = 0`), and the size
// query leaves the stream out: it queues nothing (held-out round 41,
// matter-labs/era-bellman-cuda@a87a309 src/ff.cu:113, src/msm.cu:217, where the temp storage
// is an object that converts to `void *` and starts null).

__global__ void scan_kernel(const float *in, float *out, int n) {}

// A project wrapper of CUB's shape: the size query returns early, the real call launches.
cudaError_t inclusive_scan(void *temp, size_t &bytes, const float *in, float *out, int n,
                           cudaStream_t stream = 0) {
  if (!temp) {
    bytes = 256;
    return cudaSuccess;
  }
  scan_kernel<<<1, 128, 0, stream>>>(in, out, n);
  return cudaGetLastError();
}

template <typename T> struct allocation {
  T *ptr = nullptr;
  operator T *() const { return ptr; }
};

cudaError_t allocate(allocation<void> &a, size_t bytes, cudaStream_t s) {
  return cudaMallocAsync(&a.ptr, bytes, s);
}

// ---- negative cases --------------------------------------------------------------------

cudaError_t scan_with_null(const float *in, float *out, int n, cudaStream_t stream) {
  size_t bytes = 0;
  inclusive_scan(nullptr, bytes, in, out, n); // the size query
  void *temp = nullptr;
  cudaMallocAsync(&temp, bytes, stream);
  inclusive_scan(temp, bytes, in, out, n, stream);
  return cudaFreeAsync(temp, stream);
}

cudaError_t scan_with_object(const float *in, float *out, int n, cudaStream_t stream) {
  allocation<void> temp;
  size_t bytes = 0;
  inclusive_scan(temp, bytes, in, out, n); // the size query: the same storage, then the stream
  allocate(temp, bytes, stream);
  inclusive_scan(temp, bytes, in, out, n, stream);
  return cudaFreeAsync(temp.ptr, stream);
}

// ---- positive cases (look-alikes) ------------------------------------------------------

// The storage is allocated: this call does the work, on the legacy stream.
cudaError_t scan_allocated(void *temp, size_t bytes, const float *in, float *out, int n,
                           cudaStream_t stream) {
  cudaMemsetAsync(out, 0, n * sizeof(float), stream);
  return inclusive_scan(temp, bytes, in, out, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'inclusive_scan' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]
  // CHECK-FIXES: return inclusive_scan(temp, bytes, in, out, n, stream);
}

// The same storage called twice, neither time with the stream: both run (the second is no
// real call that the first sized).
cudaError_t scan_twice(const float *in, float *out, int n, cudaStream_t stream) {
  allocation<void> temp;
  size_t bytes = 0;
  allocate(temp, 1024, stream);
  inclusive_scan(temp, bytes, in, out, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'inclusive_scan' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]
  // CHECK-FIXES: inclusive_scan(temp, bytes, in, out, n, stream);
  inclusive_scan(temp, bytes, in, out, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'inclusive_scan' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]
  // CHECK-FIXES: inclusive_scan(temp, bytes, in, out, n, stream);
  return cudaFreeAsync(temp.ptr, stream);
}

// The later call with the stream uses other storage: this one is no size query for it.
cudaError_t scan_other_storage(void *mine, const float *in, float *out, int n,
                               cudaStream_t stream) {
  allocation<void> temp;
  size_t bytes = 512;
  inclusive_scan(mine, bytes, in, out, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'inclusive_scan' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]
  // CHECK-FIXES: inclusive_scan(mine, bytes, in, out, n, stream);
  allocate(temp, bytes, stream);
  inclusive_scan(temp, bytes, in, out, n, stream);
  return cudaFreeAsync(temp.ptr, stream);
}
