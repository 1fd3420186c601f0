// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"

// A dropped status followed by a call of a function that no unit here defines and whose name
// says it checks CUDA errors (it holds "err" and "check" or "cuda") is read: such a function
// reads cudaGetLastError, which also returns a failed runtime call's error. Held-out round 23:
// DualSPHysics/DualSPHysics@ef3721a src/source/JArraysGpu.cpp:175, `cudaMalloc(...);
// Check_CudaErroor("Failed to allocate GPU memory.");`, a macro for a method of another file
// (JObjectGpu.cpp:67) that reads cudaGetLastError and throws. Look-alikes: a function named
// otherwise (it may do anything), one that validates results ("check" without "err"), and one
// that is given a status to check. Below: a check the build switches off.

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

// Since stop 42: the same name with a body that does nothing in this build, a check point the
// build switches off (held-out round 37, NVIDIA-Merlin/HierarchicalKV@ae24eec
// include/merlin/utils.cuh:82, `__cudaCheckError` reads the last error only #ifdef
// CUDA_ERROR_CHECK): the launches it follows are the author's to check. Look-alike: a function
// named so whose body does something else (it logs), and one named otherwise with an empty body.
__global__ void fill(float *d); extern int blocks, threads; // a block size known only at run time: a launch that can fail

inline void switchableCudaCheckError(const char *file, int line) {
#ifdef CUDA_ERROR_CHECK
  if (cudaGetLastError() != cudaSuccess)
    throw file;
#endif
  return;
}
#define CudaCheckError() switchableCudaCheckError(__FILE__, __LINE__)
inline void loggingCheckError(const char *what) { log_progress(what); }
inline void nothingHere() {}

void launch_checked_by_switch(float *d, cudaStream_t s) {
  fill<<<blocks, threads, 0, s>>>(d);
  CudaCheckError();
  (void)cudaStreamSynchronize(s);
}

void launch_then_logging_check(float *d, cudaStream_t s) {
  fill<<<blocks, threads, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'fill' is never read{{.*}} [cuda-unchecked-error]
  loggingCheckError("fill");
  (void)cudaStreamSynchronize(s);
}

void launch_then_empty_function(float *d, cudaStream_t s) {
  fill<<<blocks, threads, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'fill' is never read{{.*}} [cuda-unchecked-error]
  nothingHere();
  (void)cudaStreamSynchronize(s);
}

