// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"

// Since stop 45: a runtime call whose result a function drops, with nothing after it in that
// function that reads or clears the last error, is read by a caller that reads the last error
// after the call (the runtime records a failed call's error there). In one file this is decided for a function only this
// file can call (static, or in an anonymous namespace); for the others only the whole program
// knows every caller (test/cli/project-index-caller-reads.test).
// Look-alikes, reported: the same helper called once without a read after, a helper other
// files can call, and a helper whose callers clear the error before reading it.

void fail(const char *what);
static void check(const char *what) {
  if (cudaGetLastError() != cudaSuccess)
    fail(what);
}

static void upload(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
}

static void uploadSometimesRead(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemcpy is dropped{{.*}} [cuda-unchecked-error]
}

void uploadVisible(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemcpy is dropped{{.*}} [cuda-unchecked-error]
}

static void uploadCleared(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemcpy is dropped{{.*}} [cuda-unchecked-error]
}

void step(float *d, const float *h, size_t n) {
  upload(d, h, n);
  check("upload");
  uploadSometimesRead(d, h, n);
  check("upload");
  uploadVisible(d, h, n);
  check("upload");
  uploadCleared(d, h, n);
  cudaGetLastError();
  check("upload");
}

void once(float *d, const float *h, size_t n) {
  uploadSometimesRead(d, h, n);
}
