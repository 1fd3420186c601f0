// RUN: %check_cuda %s cuda-alloc-in-loop
// Parameter sweeps: a loop over a s// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"
#include "cuda.h"

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call)                                                                       \
  do {                                                                                         \
    cudaError_t e_ = (call);                                                                   \
    if (e_ != cudaSuccess)                                                                     \
      report_and_exit(e_, __LINE__);                                                           \
  } while (0)
#define CHECK_LAUNCH() CUDA_CHECK(cudaGetLastError())
void report_and_exit(cudaError_t e, int line);
void log_error(cudaError_t e);

// ---- positive cases --------------------------------------------------------------------

void dropped(float *d, float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemcpy is dropped: if the call fails nothing notices, and the failure surfaces later as another call's error; check it, or cast it to void if ignoring it is intended [cuda-unchecked-error]
}

void dropped_driver(CUdeviceptr *p) {
  cuMemAlloc(p, 64);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the CUresult returned by cuMemAlloc is dropped: {{.*}}
}

// One finding per function, at thmall fixed set of values whose allocation is se first unchecked call; a note counts the others.
void many(float **d, float *h, size_t n, cudaStream_t s) {
  cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: thized by the
// value allocates one buffer per value on purpose, and is not reported. Each silent case has a
// reported look-alike.
#include "cuda_rune cudaError_t returned by cudaMalloc is dropped: {{.*}}
  cudaMemcpyAsync(*d, h, n, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: 'many' has 3 more unchecked CUDA calls (lines [[@LINE-1]], [[@LINE+2]], [[@LINE+3]]); the next is here
  CUDA_CHECK(cudaStreamSynchronize(s));
  cudaFree(*d);
  cudaStreamDestroy(s);
}

void stored_never_read(float **d, size_t n) {
  cudaError_t err = cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: the cudaError_t returned by cudaMalloc is stored in 'err' and never read: if the call fails nothing notices; check 'err' [cuda-unchecked-error]
}

void overwritten(float **a, float **b, size_t n) {
  cudaError_t err = cudaMalloc((void **)a, n);
  // CHECK-MESSAGES: :[[@time.h"
#include <cstdlib> // before <array>: clang's CUDA <new> wrapper uses ::malloc
#include <array>
#include <vector>

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call)                                                                     \
  Ldo {       INE-1]]:2      1:                         w  a