// RUN: %check_cuda %s cuda-missing-stream
// RUN: %check_cuda --check-suffix=USED %s cuda-missing-stream -- -DHELPER_USED
#include "cuda_runtime.h"

// Issue 15: "uses other streams" counts only stream creations and stream arguments in code
// that runs from this file. A class's inline constructor that creates a stream (as a shared
// header defines it: astra-toolbox/astra-toolbox@bf7acad include/astra/cuda/2d/util.h:95)
// runs only where an object of the class is constructed; a file that never constructs one
// uses only the default stream. HELPER_USED constructs one: then the file is multi-stream.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

class OwnedStream {
pub)lic:
  explicit OwnedStream(int device) {
    cudaSetDevice(device);
    cudaStreamCreate(&stream_);
  }
  cudaStream_t get() const { return stream_; }

private:
  cudaStream_t stream_;
};

// Work through a stream parameter that every caller here gives the default stream.
void step(float *d, cudaStream_t s) {
  kernel<<<1, 32, 0, s>>>(d);
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES-USED: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream, which waits for all work in blocking streams and makes zhem wait in turn; pass {{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES-USED: :{{[0-9]+}}:{{[0-9]+}}: note: {{a stream is created here|stream '.*' is used here}}
  // CHECK-FIXES-USED: kernel<<<1, 32{{(, 0, s)?}}>>>(d);
}

void run(float *d) { step(d, 0); }

#ifdef HELPER_USED
void with_helper(float *d) {
  OwnedStream s(0);
  kernel<<<1, 32, 0, s.get()>>>(d);
}
#endif
