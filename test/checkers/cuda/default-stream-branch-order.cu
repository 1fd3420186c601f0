// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// A launch given the legacy stream whose next CUDA work, on the paths that leave it, is a
// cudaDeviceSynchronize overlaps nothing. The work of the other branch of the `if` around it
// never runs right after it, even though it comes next in the file (held-out round 34,
// cselab/Mirheo@43d05cf src/mirheo/core/walls/simple_stationary_wall.cu:431).

__global__ void k(int *p) {}

static const cudaStream_t defaultStream = 0;
void prepare(int *p); // another unit's function

void hands_a_stream(int *p, cudaStream_t s) { k<<<1, 1, 0, s>>>(p); }

// ---- negative cases --------------------------------------------------------------------

void then_branch(bool objects, int *p) {
  cudaDeviceSynchronize();
  if (objects) {
    k<<<1, 1, 0, defaultStream>>>(p);
  } else {
    prepare(p);
    k<<<1, 1, 0, defaultStream>>>(p);
  }
  cudaDeviceSynchronize();
}

void else_if_chain(int mode, int *p) {
  if (mode == 0)
    k<<<1, 1, 0, defaultStream>>>(p);
  else if (mode == 1)
    k<<<1, 1, 0, 0>>>(p);
  else
    prepare(p);
  cudaDeviceSynchronize();
}

// ---- positive cases (look-alikes) -------------------------------------------------------

// The then-branch's launch is followed by more work after the `if`, not by the wait.
void then_branch_then_work(bool objects, int *p, cudaStream_t s) {
  if (objects) {
    k<<<1, 1, 0, defaultStream>>>(p);
    // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: stream 'defaultStream' passed to the launch of 'k' is always '0', the legacy default stream
  } else {
    cudaDeviceSynchronize();
  }
  k<<<1, 1, 0, s>>>(p);
  cudaDeviceSynchronize();
}

// Two launches in one branch: the first's next work is the second, on another stream.
void same_branch(bool objects, int *p, cudaStream_t s) {
  if (objects) {
    k<<<1, 1, 0, 0>>>(p);
    // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: '0' passed to the launch of 'k' is the legacy default stream
    k<<<1, 1, 0, s>>>(p);
  } else {
    prepare(p);
  }
  cudaDeviceSynchronize();
}
