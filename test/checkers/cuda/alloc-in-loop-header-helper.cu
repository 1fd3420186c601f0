// RUN: %check_cuda %s cuda-alloc-in-loop -- -I %inputs/alloc-in-loop
#include "cuda_runtime.h"
#include "scratch_helpers.cuh"

// The allocation is in a helper from a header: the finding is placed on the loop's call,
// with a note at the allocation.
void header_helper_in_loop(float *dst, const float *src, size_t bytes, int iters) {
  for (int i = 0; i < iters; ++i)
    scaled_copy(dst, src, bytes);
  // Both on this line, sorted by message. They need the header helper's body, which clangd's
  // preamble skips: -TU (clangd reports them given an index: test/clangd/header-bodies.test).
  // CHECK-MESSAGES-TU: :[[@LINE-3]]:5: warning: cudaFree on every iteration of a loop that calls 'scaled_copy' synchronizes the device
  // CHECK-MESSAGES-TU: scratch_helpers.cuh:{{[0-9]+}}:3: note: cudaFree called here
  // CHECK-MESSAGES-TU: :[[@LINE-6]]:3: note: in this loop, which also launches kernels and issues copies
  // CHECK-MESSAGES-TU: :[[@LINE-6]]:5: warning: cudaMalloc on every iteration of a loop that calls 'scaled_copy' synchronizes the device
  // CHECK-MESSAGES-TU: scratch_helpers.cuh:{{[0-9]+}}:3: note: cudaMalloc called here
  // CHECK-MESSAGES-TU: :[[@LINE-9]]:3: note: in this loop, which also launches kernels and issues copies
}

// A helper that returns early unless there is work does not allocate on every call.
void guarded_header_helper(float *dst, const float *src, size_t bytes, int iters) {
  for (int i = 0; i < iters; ++i)
    guarded_copy(dst, src, bytes);
}

// Called once, not in a loop.
void header_helper_once(float *dst, const float *src, size_t bytes) {
  scaled_copy(dst, src, bytes);
}
