// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"
#include <cstdlib>
#include <stdexcept>

// A launch written as the argument of a checking macro whose body reads cudaGetLastError after
// it is checked: in one macro expansion, "after" is the order of the expanded tokens, not of
// their spellings (the read is spelled earlier, in the macro's definition). Held-out round 27,
// fireice-uk/xmr-stak@67cf951 xmrstak/backend/nvidia/nvcc_code/cuda_extra.cu:471
// (CUDA_CHECK_MSG_KERNEL). Look-alike: a macro whose body reads the error before the launch.

#define CHECK_MSG(msg, ...)                                                                      \
  {                                                                                              \
    cudaError_t e = __VA_ARGS__;                                                                 \
    if (e != cudaSuccess)                                                                        \
      throw std::runtime_error(msg);                                                             \
  }                                                                                              \
  ((void)0)
#define CHECK_MSG_KERNEL(msg, ...)                                                               \
  __VA_ARGS__;                                                                                   \
  CHECK_MSG(msg, cudaGetLastError())
#define CHECK_BEFORE_KERNEL(msg, ...)                                                            \
  CHECK_MSG(msg, cudaGetLastError());                                                            \
  __VA_ARGS__

__global__ void k(int *p) {} extern int blocks, threads; // a block size known only at run time: a launch that can fail

void checked_after(int *d, int *h) {
  CHECK_MSG_KERNEL("bfactor",
                   k<<<blocks, threads>>>(d));
  CHECK_MSG("copy", cudaMemcpy(h, d, 4, cudaMemcpyDeviceToHost));
}

void checked_before(int *d, int *h) {
  CHECK_BEFORE_KERNEL("bfactor",
                      k<<<blocks, threads>>>(d));
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: the launch error of kernel 'k' is never read{{.*}} [cuda-unchecked-error]
  CHECK_MSG("copy", cudaMemcpy(h, d, 4, cudaMemcpyDeviceToHost));
}
