// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"

// Dead code never runs: a function only this file can call (static, or in an anonymous
// namespace) that nothing in it references is not checked; clang's -Wunused-function names it
// (held-out round 34, czimaginginstitute/MotionCor3@f2cc4b1 MrcUtil/CSumFFTStack.cpp:20, a
// static debug helper nothing calls). Look-alikes that stay reported: a static function that
// is called, one whose address is taken, one kept by `__attribute__((used))`, one run at load
// time, a function other files may call, and a static member function.

static void deadHelper(float *d) { cudaMemset(d, 0, 4); }

namespace {
void deadInAnonymousNamespace(float *d) { cudaMemset(d, 0, 4); }
} // namespace

static void calledHelper(float *d) {
  cudaMemset(d, 0, 4);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemset is dropped{{.*}} [cuda-unchecked-error]
}

static void callback(float *d) {
  cudaMemset(d, 0, 4);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemset is dropped{{.*}} [cuda-unchecked-error]
}
void (*registered)(float *) = callback;

__attribute__((used)) static void keptForTheDebugger(float *d) {
  cudaMemset(d, 0, 4);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemset is dropped{{.*}} [cuda-unchecked-error]
}

__attribute__((constructor)) static void warmUp() {
  cudaSetDevice(0);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaSetDevice is dropped{{.*}} [cuda-unchecked-error]
}

void exported(float *d) {
  cudaMemset(d, 0, 4);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemset is dropped{{.*}} [cuda-unchecked-error]
}

struct Tools {
  static void reset(float *d) {
    cudaMemset(d, 0, 4);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the cudaError_t returned by cudaMemset is dropped{{.*}} [cuda-unchecked-error]
  }
};

int run(float *d) {
  calledHelper(d);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
