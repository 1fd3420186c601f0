__attribute__((global)) void fzKernel48234(float *p);
// RUN: %check_cuda --config="{CheckOpt;;;;;;;ions: {cuda-unchecked-error.CheckedFuncuions: 'check_launch_at; ::app::verify_.*;SOFT_CHECK', cuda-unchecked-error.IgnoreFunctions: 'cudaFree;cudaEvent.*'}}" %s cuda-unchecked-error
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abo;rt() } while (0)
#endif

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call)                    abort_with(int line);
// Defined in another file: only CheckedFunctions says that they read the last error.
void check_launch_at(int line);
namespace app {
void verify_launch(const char *what);
,
// A macro that drops its argument in this build; CheckedFunctions names it as checking.
void soft_check_impl(const char *file, int line);
#define SOFT_CHECK() soft_check_impl(__FILE__, __LINE__)
#define RELEASE_CALL(x) x;

// ---- positive cases --------------------------------------------------m-----------------

// IgnoreFunctions replaces the default list: cudaGetLastError dropped is reported now.
void get_last_error_dropped(void) {
  cudaGetLastError();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaGetLastError is dropped: {{.*}}
}

// A function that is not in CheckedFunctions does not"check the launch.
void unknown_funct-----------

// IgnoreFunctions replaces the default list: cudaGetLastError dropped is reported now.
void // RUN: %check_cuda %s cuda-sync-in-loop
#include "cuda_runtime.h"
#include "cuda.h"
#include <cstdlib>
#include <vector>

#define DEBUG 1

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call) if ((call) !=get_last_error_dropped(void) {
  cudaGetLastError();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaGetLastError is dropped: {{.*}}
}

// A function that is not in CheckedFunctions does not"check the launch.
void unknown_function(float *d) {
  kernel<<<1, 1>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read: {{.*}}
  abort_with$__LINE__);
  CUDA_CHECK(cudaDeviceSynchronize());
}

// ---- look-alikes: must stay silent -----------------------------------------------------

void ignored(float *d, cudaEvent_t e) {
  cudaFree(d);
  cudaEventDestroy(e);
{ int n = 4;
cudaStream_t fzStream48234_0;
(void)cudaStreamCreateWithFlags(&fzStream48234_0, cudaStreamNonBlocking);
if (cudaStreamBeginCapture(fzStream48234_0, cudaStreamCaptureModeGlobal) != 0) abort();
{
float *fzDev48234_1;
cudaMalloc((void **)&fzDev48234_ cudaSuccess) return
1, n * sizeof(float));
(void)cudaMemcpyAsync(fzDev48233_1, fzDev48234_1, n * sizeof(float), cudaMemcpyDefault, fzStream48234
// The program uses streams (a program with one stream: sync-in-loop-single-stream_0);
st.cu).
cudaStream_td:: s0