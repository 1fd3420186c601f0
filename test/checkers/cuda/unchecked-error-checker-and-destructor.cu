// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"

// Since stop 46, two more shapes that alone make no finding.
//
// A function given a status reports or labels that status: its result, dropped, is not a new
// failure. A project's `CUDA(x)` macro that expands to `cudaCheckError((x), #x, __FILE__,
// __LINE__)`, a function named like the API that logs a failed status and returns it (held-out
// round 47, dusty-nv/jetson-utils@fae4b42 cuda/cudaFont.cu:101 and seven more, judged not
// worth acting on). Look-alikes, reported: a project function named like the API that is given
// no status (`cudaRectFill`), and the call a checking function's result is dropped beside.
//
// A destructor's dropped calls: it cannot throw, and what it drops is its object's teardown
// (held-out rounds 38-47: nine such findings, none worth acting on; round 47,
// cms-patatrack/pixeltrack-standalone@26c034a src/cuda/CUDACore/ScopedContext.cc:110).
// Look-alikes, reported: the same calls in a method that is not a destructor, and a launch of
// run-time block size in a destructor.

cudaError_t cudaCheckError(cudaError_t status, const char *text, const char *file, int line);
#define CUDA(x) cudaCheckError((x), #x, __FILE__, __LINE__)

cudaError_t cudaRectFill(float *d, int w, int h, cudaStream_t s);

void freeBuffers(float *pinned, float *device) {
  CUDA(cudaFreeHost(pinned));
  CUDA(cudaFree(device));
}

void overlay(float *d, int w, int h, cudaStream_t s) {
  CUDA(cudaRectFill(d, w, h, s));
  cudaRectFill(d, w, h, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaRectFill is dropped{{.*}} [cuda-unchecked-error]
}

void uploadAndLog(float *d, const float *h, size_t n) {
  CUDA(cudaGetLastError());
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemcpy is dropped{{.*}} [cuda-unchecked-error]
}

__global__ void clearKernel(float *d, int n);

class ScopedProduct {
public:
  ScopedProduct(cudaStream_t s, cudaEvent_t e, float *d, int n, int threads)
      : stream_(s), event_(e), data_(d), n_(n), threads_(threads) {}
  ~ScopedProduct() {
    // Intentionally not checked: a destructor must not throw.
    cudaEventRecord(event_, stream_);
    cudaSetDevice(device_);
  }
  void finish() {
    cudaEventRecord(event_, stream_);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the cudaError_t returned by cudaEventRecord is dropped{{.*}} [cuda-unchecked-error]
    // CHECK-MESSAGES: :[[@LINE+1]]:5: note: 'ScopedProduct::finish' has 1 more unchecked CUDA call (line [[@LINE+1]]); the next is here
    cudaSetDevice(device_);
  }

private:
  cudaStream_t stream_;
  cudaEvent_t event_;
  float *data_;
  int n_, threads_;
  int device_ = 0;
};

class ClearsOnExit {
public:
  ClearsOnExit(float *d, int n, int threads, cudaStream_t s) : d_(d), n_(n), t_(threads), s_(s) {}
  ~ClearsOnExit() {
    clearKernel<<<(n_ + t_ - 1) / t_, t_, 0, s_>>>(d_, n_);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the launch error of kernel 'clearKernel' is never read{{.*}} [cuda-unchecked-error]
    // CHECK-MESSAGES: :[[@LINE+1]]:5: note: 'ClearsOnExit::~ClearsOnExit' has 1 more unchecked CUDA call (line [[@LINE+1]]); the next is here
    cudaStreamSynchronize(s_);
  }

private:
  float *d_;
  int n_, t_;
  cudaStream_t s_;
};
