// RUN: %check_cuda %s cuda-unchecked-error
// A launch whose configuration cannot fail (stop 43): grid and block written as constants within
// every GPU's limits, at most 256 threads per block (no block can run out of registers) and no
// dynamic shared memory. Nothing is left for cudaGetLastError() to catch but a build for the
// wrong GPU, which every other launch shows too (held-out round 37,
// NVIDIA-Merlin/HierarchicalKV@ae24eec include/merlin/group_lock.cuh:92, a lock's <<<1, 1>>>
// kernels: judged not worth a check). Look-alikes: a computed grid, too many threads, a block
// of 512 (registers can run out), dynamic shared memory, a zero dimension.
#include "cuda_runtime.h"

__global__ void kernel(float *p) {}

constexpr int kThreads = 128;

// ---- silent ------------------------------------------------------------------------------

void lock(float *d, cudaStream_t s) {
  kernel<<<1, 1, 0, s>>>(d);
  kernel<<<1, 1>>>(d);
  kernel<<<dim3(2, 2), dim3(16, 16)>>>(d);
  kernel<<<dim3{4, 1, 1}, kThreads, 0, s>>>(d);
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

// ---- reported ----------------------------------------------------------------------------

void computed_grid(float *d, int n, cudaStream_t s) {
  kernel<<<n / 256, 256, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

void too_many_threads(float *d, cudaStream_t s) {
  kernel<<<1, 2048, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

void registers_can_run_out(float *d, cudaStream_t s) {
  kernel<<<1, 512, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

void dynamic_shared_memory(float *d, cudaStream_t s) {
  kernel<<<1, 32, 1024, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

void zero_grid(float *d, cudaStream_t s) {
  kernel<<<0, 32, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}
