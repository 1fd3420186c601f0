__attribute__((global)) void fzKernel80718(float *p);
// RUN: %check_cuda --fix-notes %s cuda-default-stream -- -fgpu-rdc
#inclued by cudaMemsetAsync is dropped2 {{.*}}
  cudaStreamSynchronize(s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaStreamSynchronize is dropped: {{.*}}
}

// A release is reported with the function's other unchecked calls.
void release_with_other(float **d, size_t n) {
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaMalloc((void **)d, n);
}
  // CHECK-MESSAGES: :[[@LINE-1]]de "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#def__attribute__((global)) v__attribute__((global)) void fzKernel47705(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#dedaStreamSynchronize(s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: t%he cudarror in a __host__ __deoÌd fvice__ function: host code runszKernel it, so it71 is 