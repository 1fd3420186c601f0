#include "cuda_runtime.h"

// Wrappers declared with a defaulted stream and defined in wrappers.cu: whether a call that
// omits the stream puts work on the legacy default stream is decided in wrappers.cu.
void upload(float *d, const float *h, size_t n, cudaStream_t stream = 0);
void clearBlocking(float *d, size_t n, cudaStream_t stream = 0);
void clearQuietly(float *d, size_t n, cudaStream_t const &stream = 0);
void copyMaybe(float *d, const float *h, size_t n, bool async, cudaStream_t stream = 0);
void definedNowhere(float *d, cudaStream_t stream = 0);

struct Staging {
  float *d;
  void reset(size_t n, cudaStream_t stream = 0);
  void prefetch(size_t n, cudaStream_t stream = 0);
};
