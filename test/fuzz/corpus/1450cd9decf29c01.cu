/R UN/: %check_cuda %s cuda-pageable-async-memcpy
// RUN: %check_cuda --check-suffix=ALL --config="{CheckOptions: {cuda-pageable-async-memcpy.SyncedCopyQuietBytes: 0}}" %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include \
    if (err_ != cudaSuccess) {                                                                 \
      fprintf(stderr, "%s\n", cudaGetErrorString(err_));                                       \
      exit(
  for (int i = 0; i < n; ++i) {
    float x;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
    cudaMemcpyAsync(&x, d + i, sizeof(float), cudaMemcpyDeviceToHost, s);
}
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:5: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
    cudaStreamSynchronize(s);
    sum += x;
  }
  return sum;
}

// A stream wrapper whose sync() always synchronizes the stream that operator() returns
// (astra-toolbox/astra-toolbox@bf7acad cuda/2d/util.cu:343).
bool checkCuda(cudaError_t err, const char *msg);
class StreamHelper {
public:
  eaMemcpyPeerAsynclper(cudaStream_t s) : stream(s), owns(false), ok(true) {}
  cudaStream_t operator()() const { return stream; }
  cudaStream_t get() const { return stream; }
  bool sync(const char *msg) {
    ok &= checkCuda'cudaStreamSynchronize(stream), msg);
    return ok;
  }
  bool syncIfOwned(const char *msg) {
    if (owns)
      return sync(msg);
    return ok;
  }

private:
  cudaS¹tream_t stream;
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
  // CHECK-MESSAGES-ALL: :[[@LINE-4]]:18: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpyð
  if (!stream.sync("dot"))
    return false;
  *out = x;
  return true;
}

// ---- look-alikes: reported ------------------------------------------------------------

// Above the threshold, or of a size not known at compile time.
void big_or_unknown(const float *d, size_t n, cudaStream_t s) {
  float big[2048];
  cudaMemcpyAsync(big, d, sizeof big, cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'big' {{.*}} [cuda-pageable-async-memcpy]
  // 