// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"

// A launcher whose callers are templates: the call sites that decide whether its launch error
// is read are in the callers' instantiations (the pattern's dependent call names no function).
// Held-out round 19, RRZE-HPC/gpu-benches@1038c5d gpu-cache/main.cu:49.

template <int N> __global__ void sum(double *a) { a[threadIdx.x] += N; }
extern int threads; // a block size known only at run time: a launch that can fail

// ---- negative cases --------------------------------------------------------------------

template <int N> double launch_checked(double *d, int b) {
  sum<N><<<b, threads>>>(d);
  return 0.0;
}

template <int N> void run_checked(double *d) {
  for (int i = 0; i < 4; ++i) {
    launch_checked<N>(d, N);
    if (cudaGetLastError() != cudaSuccess)
      return;
  }
}

// ---- positive cases (the look-alikes) --------------------------------------------------

template <int N> double launch_unchecked(double *d, int b) {
  sum<N><<<b, threads>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'sum' is never read{{.*}} [cuda-unchecked-error]
  return 0.0;
}

template <int N> void run_unchecked(double *d, cudaEvent_t e) {
  for (int i = 0; i < 4; ++i) {
    launch_unchecked<N>(d, N);
    if (cudaEventRecord(e) != cudaSuccess)
      return;
  }
}

void entry(double *d, cudaEvent_t e) {
  run_checked<4>(d);
  run_unchecked<4>(d, e);
}
