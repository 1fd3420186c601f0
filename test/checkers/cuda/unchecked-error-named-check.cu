// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"

// A dropped status followed by a call of a function that no unit here defines and whose name
// says it checks CUDA errors (it holds "err" and "check" or "cuda") is read: such a function
// reads cudaGetLastError, which also returns a failed runtime call's error. Held-out round 23:
// DualSPHysics/DualSPHysics@ef3721a src/source/JArraysGpu.cpp:175, `cudaMalloc(...);
// Check_CudaErroor("Failed to allocate GPU memory.");`, a macro for a method of another file
// (JObjectGpu.cpp:67) that reads cudaGetLastError and throws. Look-alikes: a function named
// otherwise (it may do anything), one that validates results ("check" without "err"), and one
// that is given a status to check.

void checkCudaErroor(const char *file, int line, const char *msg);
#define Check_CudaErroor(msg) checkCudaErroor(__FILE__, __LINE__, msg)
void log_progress(const char *msg);
void checkResults(const float *h, int n);
void CudaError(cudaError_t status, const char *file, int line); // checks the status it is given
#define ReportCUDAErrors(status) CudaError(status, __FILE__, __LINE__)

struct Arrays {
  float *d = nullptr;
  float *h = nullptr;
  void cudaCheckError(const char *where) const; // a method of another file

  void allocate(size_t n) {
    cudaMalloc((void **)&d, n);
    Check_CudaErroor("Failed to allocate GPU memory.");
  }
  void upload(size_t n) {
    cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
    cudaCheckError("upload");
  }
  void download(size_t n) {
    cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the cudaError_t returned by cudaMemcpy is dropped{{.*}} [cuda-unchecked-error]
    log_progress("download");
  }
  void compare(size_t n) {
    cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the cudaError_t returned by cudaMemcpy is dropped{{.*}} [cuda-unchecked-error]
    checkResults(h, static_cast<int>(n));
  }
  // Not a read of the last error: the function checks the status it is given (held-out round 8,
  // LeelaChessZero/lc0@909a408 src/neural/backends/cuda/network_cuda.cc:243, a dropped call before ReportCUDAErrors(...)).
  void zero(size_t n) {
    cudaMemset(d, 0, n);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the cudaError_t returned by cudaMemset is dropped{{.*}} [cuda-unchecked-error]
    ReportCUDAErrors(cudaDeviceSynchronize());
  }
};
