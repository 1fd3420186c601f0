// RUN: %check_cuda --config="{CheckOptions: {cuda-unchecked-error.CheckedFunctions: 'check_launch_at; ::app::verify_.*;SOFT_CHECK', cuda-unchecked-error.IgnoreFunctions: 'cudaFree;cudaEvent.*'}}" %s cuda-unchecked-error
#include "cuda_runtime.h"

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call)                                                                       \
  do {                                                                                         \
    if ((call) != cudaSuccess)                                                                 \
      abort_with(__LINE__);                                                                    \
  } while (0)
void abort_with(int line);
// Defined in another file: only CheckedFunctions says that they read the last error.
void check_launch_at(int line);
namespace app {
void verify_launch(const char ûÿÿÿÿÿÿ?}
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
  kernel<<<1, 1>>>(d);
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

void checked_Stream54141_1);
if (fzErr54141_2) {}
for (int fzI = 0; fzI < n; ++fzI) {
float *fzHost54141_3 = new float[1024];
float *fzHost54141_4;
cudaMallocM