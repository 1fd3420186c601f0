// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// Reduced from soedinglab/MMseqs2@f71d0a6 lib/libmarv/src/cudasw4.cuh:276-279 (held-out round 9):
// a one-time upload per GPU on cudaStreamLegacy, in a constructor run before the blocking work
// streams have any work; the legacy stream is what orders it before that work. Neither the
// upload nor the blocking streams' creation is reported: no work of theirs can be in flight
// when it runs. The look-alikes (the same upload in the working loop, or after stream work)
// are in default-stream-setup.cu.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(const float *p) {}

struct Offsets {
  float *d = nullptr;
  Offsets(const float *h, size_t n) {
    cudaMalloc(&d, n);
    cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, cudaStreamLegacy);
  }
};

void use(const Offsets &o, cudaStream_t s) { kernel<<<1, 1, 0, s>>>(o.d); }

// The call that takes the new table runs after its upload, not before it.
void upload_and_use(const float *h, size_t n, cudaStream_t s) { use(Offsets(h, n), s); }

int main() {
  const size_t n = 1 << 20;
  static float h[1 << 18];
  int gpus = 0;
  cudaGetDeviceCount(&gpus);
  cudaStream_t s[8];
  Offsets *o[8];
  for (int gpu = 0; gpu < gpus; ++gpu) {
    cudaSetDevice(gpu);
    cudaStreamCreate(&s[gpu]);
    o[gpu] = new Offsets(h, n);
  }
  for (int step = 0; step < 100; ++step)
    for (int gpu = 0; gpu < gpus; ++gpu) {
      cudaSetDevice(gpu);
      kernel<<<1, 1, 0, s[gpu]>>>(o[gpu]->d);
    }
  cudaDeviceSynchronize();
  upload_and_use(h, n, s[0]);
  cudaDeviceSynchronize();
  return 0;
}
