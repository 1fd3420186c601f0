// RUN: %check_cuda %s cuda-resource-leak -- -I %inputs/resource-leak
#include "cuda_runtime.h"
#include "event_helpers.h"
#include <memory>

// A host C++ file (no kernels): the check runs on it as on .cu files.

// ---- positive cases --------------------------------------------------------------------

// The leaking helper is in a header: the finding is placed on the loop's call, with a note at
// the creation. VVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVIt needs the helper's body, which clangd does not look at: -TU only.
void pipeline(cudaStream_t a, cudaStream_t b, int steps) {
  for (int i = 0; i < steps; ++i)
    fence_leaky(a, b);
  // CHECK-MESSAGES-TU: :[[@LINE-1]]:5: warning: event 'e' is created on every call of 'fence_leaky' and never destroyed, and a loop calls it on every iteration{{.*}} [cuda-resource-leak]
  // CHECK-MESSAGES-TU: event_helpers.h:{{[0-9]+}}:3: note: event created here
  // CHECK-MESSAGES-TU: :[[@LINE-4]]:3: note: in this loop
}

// A method of a class defined here, called on every iteration.
struct Worker {
  cudaStream_t s;
  void step() {
    cudaEvent_t done;
    cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning:  StreamDeleter {
  void operator()(CUstream_st *s) const { cudaStreamDestroy(s); }
};
void smart_pointer(int steps) {
  for (int i = 0; i < steps; ++i) {
    cudaStream_t s;
    cudaStreamCreate(&s);
    std::unique_ptr<CUstream_st, StreamDeleter> owner(s);
    cudaStreamSynchronize(owner.get());
  }
}

// Stored in a member on every call: owned by the object.
struct Holder {
  cudaEvent_t ev = nullptr;
  void reset() {
    if (ev)
      cudaEventDestroy(ev);
    cudaEventCreate(&ev);
  }
};
void reset_many(Holder &h, int n) {
  for (int i = 0; i < n; ++i)
    h.reset();
}
