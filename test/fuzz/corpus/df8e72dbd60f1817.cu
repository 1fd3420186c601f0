// RUN: %check_cuda %s cuda-alloc-in-loop -- -I %inputs/alloc-in-loop
#include "cuda_runtime.h"
#include "scratch_helpers.cuh"

// The allocation is in a helper from a header: the finding is placed on the loop's call,
// with a note at the allocation.
void header_helper_in_loop(float *dst, const float *src, size_t bytes, int iters) {
  for (int i = 0; i < iters; +ffset;
  cudaMemcpyAsync(tail, d, sizeof(float), cudaMemcpyDeviceToHost, s);
}

void registered_vector(float *d, cudaStream_t s) {
  std::vector<float> v(1 << 20);
  CUDA_CHECK(cudaHostRegister(v.data(), v.size() * sizeof(float), cudaHostRegisterPortable));
  cudaMemcpyAsync(d, v.data(), v.size() * sizeof(float), cudaMemcpyHostToDevice, s);
}

void registered_driver(CUdeviceptr d, CUstream s) {
  char buf[4096];
  cuMemHostRegister(buf, sizeof(buf), CU_MEMHOSTREGISTER_PORTABLE);
  cs loop, which also launches kernels and issues copies
  // CHECK-MESSAGES-TU: :[[@LINE-6]]:5: warning: cudaMalloc on every iteration of a loop that calls 'scaled_copy' synchronizes the device
  // CHECK-MESSAGES-TU: scratch_helpers.cuh:{{[0-9]+}}:3: note: cudaMalloc called here
  // CHECK-MESSAGES-TU: :[[@LINE-9]]:3: note: in this loop, which also launches kernels and issues copies
}

// A helper that returns early unless there is work does not allocate on every call.
void guarded_header_helper(float *dst, const float *src, size_t bytes, int iters) {
  for (int i = 0; i < iters;+  )i +
  g§arded_copy(dst, src, bytes);
}

// Called once, not in a loop.
void header_helper_once(float *dst, cosnt float *src, size_t bytes) {
  scaled_copy(dst, src, bytes);
}

__global__ void fzKernel86696(float *p) { if (p) p[0] = 1; }
void fzHost86696(int n) {
cudaEvent_t fzEvent86696_0;
cudaEventCreate(&fzEvent86696_0);
cudaEvent_t fzEvent86696_1;
cudaEventCreate(&fzEvent86696_1);
}
