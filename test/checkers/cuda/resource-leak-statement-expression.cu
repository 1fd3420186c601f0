// RUN: %check_cuda %s cuda-resource-leak
#include "cuda_runtime.h"

// Issue 17, held-out round 27 (tromp/cuckoo@86c77bc: events created inside
// `checkCudaErrors(ans)`, a GNU statement-expression macro `({ int r = gpuAssert((ans)); if (r
// != cudaSuccess) return r; })`, in a trimmer run once per nonce): a call inside `({ ... })`
// runs whenever the expression does, as one inside `do { ... } while (0)` does. Look-alike:
// the same trimmer destroys its events: silent.

__global__ void trim_kernel() {}
static int gpuAssert(cudaError_t code) { return code; }
#define checkCudaErrors(ans)                                                                    \
  ({                                                                                            \
    int retval = gpuAssert((ans));                                                              \
    if (retval != cudaSuccess)                                                                  \
      return retval;                                                                            \
  })

static int trim_leaky(float *ms) {
  cudaEvent_t start, stop;
  checkCudaErrors(cudaEventCreate(&start));
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: event 'start' is created on every call of 'trim_leaky' {{.*}} [cuda-resource-leak]
  checkCudaErrors(cudaEventCreate(&stop));
  checkCudaErrors(cudaEventRecord(start, 0));
  trim_kernel<<<1, 1>>>();
  checkCudaErrors(cudaEventRecord(stop, 0));
  checkCudaErrors(cudaEventSynchronize(stop));
  checkCudaErrors(cudaEventElapsedTime(ms, start, stop));
  return 0;
}

static int trim_tidy(float *ms) {
  cudaEvent_t start, stop;
  checkCudaErrors(cudaEventCreate(&start));
  checkCudaErrors(cudaEventCreate(&stop));
  checkCudaErrors(cudaEventRecord(start, 0));
  trim_kernel<<<1, 1>>>();
  checkCudaErrors(cudaEventRecord(stop, 0));
  checkCudaErrors(cudaEventSynchronize(stop));
  checkCudaErrors(cudaEventElapsedTime(ms, start, stop));
  checkCudaErrors(cudaEventDestroy(start));
  checkCudaErrors(cudaEventDestroy(stop));
  return 0;
}

int solve(unsigned nonces) {
  float ms = 0;
  for (unsigned n = 0; n < nonces; ++n) {
    trim_leaky(&ms);
    // CHECK-MESSAGES: :[[@LINE-2]]:3: note: in this loop
    // CHECK-MESSAGES: :[[@LINE-2]]:5: note: through this call to 'trim_leaky'
    trim_tidy(&ms);
  }
  return static_cast<int>(ms);
}
