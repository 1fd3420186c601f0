// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"
#include <cstdio>

// An error handler, a function given a status to report, that queries the current device only
// to label its message: a failed query costs the label, not a result, so its dropped status is
// not reported (held-out round 27, tromp/cuckoo@86c77bc gpuAssert, one header line in seven
// units, judged not worth acting on). Look-alike: a handler that drops a copy: reported. The same
// query alone in a function given no status is silent too since stop 42 (the current device
// alone: unchecked-error-queries.cu); beside a device switch it is reported.

int gpuAssert(cudaError_t code, const char *file, int line) {
  int device = 0;
  cudaGetDevice(&device);
  if (code != cudaSuccess)
    fprintf(stderr, "device %d: %s %s:%d\n", device, cudaGetErrorString(code), file, line);
  return code;
}

int currentDevice() {
  int device = 0;
  cudaGetDevice(&device);
  return device;
}

int nextDevice() {
  int device = 0;
  cudaGetDevice(&device);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaGetDevice is dropped{{.*}} [cuda-unchecked-error]
  cudaSetDevice(device + 1);
  return device + 1;
}

int downloadThenReport(cudaError_t code, float *h, const float *d, size_t n) {
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemcpy is dropped{{.*}} [cuda-unchecked-error]
  if (code != cudaSuccess)
    fprintf(stderr, "%s\n", cudaGetErrorString(code));
  return code;
}
