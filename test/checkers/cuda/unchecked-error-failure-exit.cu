// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"
#include <cstdlib>
#include <stdexcept>
#include <string>

// Since stop 46: a block that ends by throwing, or by a call that does not return (abort, a
// [[noreturn]] handler, exit with a failure status), is the program's way out on a failure;
// what it drops on the way is not checked. Held-out round 49 (NVIDIA/AMGX@3188dce
// include/error.h:101: FatalError's cudaDeviceSynchronize before its throw, in 87 functions)
// judged none worth acting on. Look-alikes, reported: the same drop in a block that goes on,
// and before exit(0) or exit(status) of a status not known here.

#define FATAL(msg)                                                                         \
  {                                                                                        \
    cudaDeviceSynchronize();                                                               \
    throw std::runtime_error(std::string(msg));                                            \
  }

[[noreturn]] void die(const char *msg);

void checkSize(size_t n, size_t limit) {
  if (n > limit)
    FATAL("too large");
}

void abortOnBadDevice(int device, int count) {
  if (device >= count) {
    cudaStreamSynchronize(0);
    std::abort();
  }
}

void dieOnNull(const float *p) {
  if (!p) {
    cudaDeviceSynchronize();
    die("null");
  }
}

void exitOnFailure(bool failed) {
  if (failed) {
    cudaDeviceSynchronize();
    std::exit(EXIT_FAILURE);
  }
}

// ---- look-alikes --------------------------------------------------------------------------

void warnAndGoOn(size_t n, size_t limit) {
  if (n > limit) {
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the cudaError_t returned by cudaDeviceSynchronize is dropped{{.*}} [cuda-unchecked-error]
    n = limit;
  }
}

void finishAndExit(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemcpy is dropped{{.*}} [cuda-unchecked-error]
  std::exit(0);
}

void finishAndExitWith(float *d, const float *h, size_t n, int status) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemcpy is dropped{{.*}} [cuda-unchecked-error]
  std::exit(status);
}
