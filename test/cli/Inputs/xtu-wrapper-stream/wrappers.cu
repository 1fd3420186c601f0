#include "wrappers.h"

// Reads its stream: a call without one copies on the legacy default stream.
void upload(float *d, const float *h, size_t n, cudaStream_t stream) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, stream);
}

// Never reads its stream: the blocking memset ignores it.
void clearBlocking(float *d, size_t n, cudaStream_t stream) { cudaMemset(d, 0, n); }

// Never reads it either: `(void)stream` keeps the unused parameter quiet.
void clearQuietly(float *d, size_t n, cudaStream_t const &stream) {
  (void)stream;
  cudaMemset(d, 0, n);
}

// Reads it when a flag known only at run time says so.
void copyMaybe(float *d, const float *h, size_t n, bool async, cudaStream_t stream) {
  if (async)
    cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, stream);
  else
    cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
}

void Staging::reset(size_t n, cudaStream_t stream) { cudaMemset(d, 0, n); }
void Staging::prefetch(size_t n, cudaStream_t stream) { cudaMemsetAsync(d, 0, n, stream); }
