// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"
#include <stdio.h>
#include <stdlib.h>

// Held-out round 31 (cholla-hydro/cholla@8478c9e src/utils/gpu.hpp:139): an error-checking
// helper whose first statement replaces the status it was given. Every status passed to it is
// lost (measured on an H200: a failed cudaMalloc of 2^50 bytes and an invalid launch were both
// silent, eval/probes-heldout31/). Reported once, at the overwrite, with a note at a call.
inline void gpuCheck(cudaError_t code = cudaPeekAtLastError(), bool abort = true) {
  code = cudaDeviceSynchronize();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'gpuCheck' overwrites its parameter 'code' before reading it: every cudaError_t passed to it is lost, and a failure of the call that returned it goes unnoticed; read 'code' first [cuda-unchecked-error]
  if (code != cudaSuccess) {
    printf("%s\n", cudaGetErrorString(code));
    if (abort)
      exit(1);
  }
}

// Look-alikes, silent: a helper that reads the status first, one that overwrites it only under
// a condition, one whose parameter is a reference (it writes the caller's variable, which the
// caller then holds), and the helper called with no status (its default peeks the last error:
// that launch-error case is the launch rule's).
inline void readsFirst(cudaError_t code) {
  if (code != cudaSuccess)
    exit(1);
  code = cudaDeviceSynchronize();
  if (code != cudaSuccess)
    exit(2);
}
inline void syncIfAsked(cudaError_t code, bool sync) {
  if (sync)
    code = cudaDeviceSynchronize();
  if (code != cudaSuccess)
    exit(1);
}
inline void refresh(cudaError_t &code) {
  code = cudaDeviceSynchronize();
  if (code != cudaSuccess)
    exit(1);
}

void upload(float *d, const float *h, size_t n) {
  gpuCheck(cudaMemcpy(d, h, n, cudaMemcpyHostToDevice));
  // CHECK-MESSAGES: :[[@LINE-1]]:12: note: the cudaError_t of cudaMemcpy is passed here, and lost
  gpuCheck(cudaMemset(d, 0, n)); // the same helper: one finding
  gpuCheck();
  readsFirst(cudaMemcpy(d, h, n, cudaMemcpyHostToDevice));
  syncIfAsked(cudaMemset(d, 0, n), true);
  cudaError_t e = cudaMemset(d, 0, n);
  refresh(e);
}
