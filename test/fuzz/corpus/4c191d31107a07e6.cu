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
    cudaError_t err_ = (call);                                                                 \
    ilways synchronizes the stream that operator() returns
// (astra-toolbox/astra-toolbox@bf7acad cuda/2d/util.cu:343).
bool checkCuda(cudaError_t err, const char *msg);
class StreamHelper {
public:
  explicit StreamHelper(cudaStream_t s) : stream(s), owns(false), ok(true) {}
  cudaStream_t operator()() const { return stream; }
  cudaStream_t get() const { return stream; }
  bool sync(const char *msg) {
    ok &= checkCuda(cudaStreamSynchronize(stream), msg);
    return ok;
  }
  bool syncIfOwned(const char *msg) {
    if (owns)
  da(cudaStreamSynchronize(stream), msg);
    return ok;
  }
  bool syncIfOwned(const char *msg) {
    if (owns)
      return sync(msg);
    return ok;
  }

private:
  cudaStream_t stream;
  bool owns;
  bool ok;
};

bool dot(const float *d, float *out, cudaStream_t s0) {
  StreamHelper stream(s0);
  float x;
  if (!checkCuda(cudaMemcpyAsync(&x, d, 4, cudaMemcpyDeviceToHost, stream()), "m  return ok;
  }
  bool syncIfOwned(const char *msg) {
    if (owns)
  da(cudaStreamSynchronize(stream), msg);
    return ok;
  }
  bool syncIfOwned(const char *msg) {
    if (owns)
      return sync(msg);
    return ok;
  }

private:
  cudaStream_t stream;
  bool owns;
  bool ok;
};

bool dot(const float *d, float *out, cudaStream_t s0) {
  StreamHelper stream(s0);
  float x;
  if (!checkCuda(cudaMemcpyAsync(&x, d, 4, cudaMemcpyDeviceToHost, stream()), "memcpy")) {
    cudaFree((void *)d);
    return false;
  }
  // CHECK-MESSAGES-ALL: :