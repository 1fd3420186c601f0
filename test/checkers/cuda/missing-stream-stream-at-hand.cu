// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"

// Issue 15, held-out round 23: work without a stream is reported only where a stream is at
// hand: its function, or one of its callers here, creates, receives or names a stream (or the
// unit keeps its streams in a global or behind an accessor). A solver that runs on the legacy
// stream by design, with side streams in a function of their own that waits for them
// (DualSPHysics/DualSPHysics@ef3721a src/source/JSphGpuSingle.cpp:486-703 against
// RunFloating's StmFloatings, :875-882), has no stream its work could be given.

__global__ void kernel(float *p) {}

// ---- silent: the solver on the legacy stream, side streams in a function of their own ----

struct Solver {
  cudaStream_t floating[4];
  float *pos, *vel;
  int nfloating;

  void createStreams() {
    for (int i = 0; i < 4; ++i)
      cudaStreamCreate(&floating[i]);
  }
  void interaction() { // names no stream; nor do its callers
    kernel<<<64, 128>>>(pos);
    kernel<<<64, 128>>>(vel);
  }
  void cellDivide(const float *h, size_t n) {
    cudaMemcpyAsync(pos, h, n, cudaMemcpyHostToDevice);
  }
  void runFloating() {
    for (int i = 0; i < nfloating; ++i)
      kernel<<<1, 32, 0, floating[i % 4]>>>(vel + i);
    cudaDeviceSynchronize();
  }
  void step(const float *h, size_t n) {
    cellDivide(h, n);
    interaction();
    runFloating();
  }
};

void runSolver(Solver &s, const float *h, size_t n) {
  s.createStreams();
  for (int it = 0; it < 100; ++it)
    s.step(h, n);
}

// ---- reported: a stream is at hand ---------------------------------------------------------

// The function receives a stream and does not pass it.
void forwardOn(float *d, cudaStream_t stream) {
  kernel<<<64, 128, 0, stream>>>(d);
  kernel<<<64, 128>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream, {{.*}}; pass 'stream', the stream the other work in this function uses [cuda-missing-stream]
  // CHECK-FIXES: kernel<<<64, 128, 0, stream>>>(d);
}

// The upload names no stream, but its caller runs its other work on one (NVlabs/instant-ngp@abe236e
// src/testbed_nerf.cu:1889, update_extra_dims in the training step).
static void uploadExtra(float *d, const float *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream, {{.*}}; pass the stream it belongs to ('trainStep', which leads here, uses 'stream') [cuda-missing-stream]
}
void trainStep(float *d, const float *h, size_t n, cudaStream_t stream) {
  uploadExtra(d, h, n);
  kernel<<<64, 128, 0, stream>>>(d);
}

// A lambda inside a function that creates a stream.
void pipeline(float *d) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  auto launch = [&] {
    kernel<<<64, 128>>>(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream, {{.*}}; pass the stream it belongs to ('pipeline', which leads here, uses 's') [cuda-missing-stream]
  };
  kernel<<<64, 128, 0, s>>>(d);
  launch();
  cudaStreamSynchronize(s);
}
