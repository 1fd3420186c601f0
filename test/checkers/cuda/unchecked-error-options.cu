// RUN: %check_cuda --config="{CheckOptions: {cuda-unchecked-error.CheckedFunctions: 'check_launch_at; ::app::verify_.*;SOFT_CHECK', cuda-unchecked-error.IgnoreFunctions: 'cudaFree;cudaEvent.*'}}" %s cuda-unchecked-error
#include "cuda_runtime.h"

__global__ void kernel(float *p) {} extern int blocks, threads; // a block size known only at run time: a launch that can fail

#define CUDA_CHECK(call)                                                                       \
  do {                                                                                         \
    if ((call) != cudaSuccess)                                                                 \
      abort_with(__LINE__);                                                                    \
  } while (0)
void abort_with(int line);
// Defined in another file: only CheckedFunctions says that they read the last error.
void check_launch_at(int line);
namespace app {
void verify_launch(const char *what);
}
// A macro that drops its argument in this build; CheckedFunctions names it as checking.
void soft_check_impl(const char *file, int line);
#define SOFT_CHECK() soft_check_impl(__FILE__, __LINE__)
#define RELEASE_CALL(x) x;

// ---- positive cases --------------------------------------------------------------------

// IgnoreFunctions replaces the default list: cudaGetLastError dropped is reported now.
void get_last_error_dropped(void) {
  cudaGetLastError();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaGetLastError is dropped: {{.*}}
}

// A function that is not in CheckedFunctions does not check the launch.
void unknown_function(float *d) {
  kernel<<<blocks, threads>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read: {{.*}}
  abort_with(__LINE__);
  CUDA_CHECK(cudaDeviceSynchronize());
}

// ---- look-alikes: must stay silent -----------------------------------------------------

void ignored(float *d, cudaEvent_t e) {
  cudaFree(d);
  cudaEventDestroy(e);
  cudaEventRecord(e);
}

void checked_by_function(float *d) {
  kernel<<<blocks, threads>>>(d);
  check_launch_at(__LINE__);
  CUDA_CHECK(cudaDeviceSynchronize());
}

void checked_by_qualified_function(float *d) {
  kernel<<<blocks, threads>>>(d);
  app::verify_launch("kernel");
  CUDA_CHECK(cudaDeviceSynchronize());
}

void checked_by_macro(float *d) {
  kernel<<<blocks, threads>>>(d);
  SOFT_CHECK();
  CUDA_CHECK(cudaDeviceSynchronize());
}

// Written as a macro's argument: the macro decides (here it drops it, in this build).
void macro_argument(cudaStream_t s) { RELEASE_CALL(cudaStreamSynchronize(s)) }
