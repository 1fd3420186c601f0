// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"

// Held-out round 29 (netsyslab/Totem@05958ac, cbuchner1/CudaMiner@746a773), three results an
// engineer would not check, not reported:
// - a stream or event query dropped as a statement: a flush of the work queue or a poke, whose
//   usual answer, cudaErrorNotReady, is no failure (IgnoreFunctions' defaults since stop 36);
// - a device count queried into a local that holds a constant before: a failed query leaves
//   that default;
// - a dropped synchronization right before cudaDeviceReset: the program's teardown.
// Look-alikes, reported: the count into an uninitialized local or through a parameter, a dropped
// synchronization followed only by a dropped query (an ignored call checks nothing), and a
// dropped synchronization at the end of a function that does not reset.

void flush(cudaStream_t s) { cudaStreamQuery(s); }

bool poll(cudaEvent_t e) {
  cudaEventQuery(e);
  return cudaEventQuery(e) == cudaSuccess;
}

int gpuCount() {
  int n = 0;
  cudaGetDeviceCount(&n);
  return n;
}

int gpuCountUninitialized() {
  int n;
  cudaGetDeviceCount(&n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaGetDeviceCount is dropped{{.*}} [cuda-unchecked-error]
  return n;
}

void gpuCountInto(int *n) {
  cudaGetDeviceCount(n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaGetDeviceCount is dropped{{.*}} [cuda-unchecked-error]
}

void shutdown() {
  cudaDeviceSynchronize();
  cudaDeviceReset();
}

void waitThenFlush(cudaStream_t s) {
  cudaDeviceSynchronize();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaDeviceSynchronize is dropped{{.*}} [cuda-unchecked-error]
  cudaStreamQuery(s);
}

void waitOnly() {
  cudaDeviceSynchronize();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaDeviceSynchronize is dropped{{.*}} [cuda-unchecked-error]
}
