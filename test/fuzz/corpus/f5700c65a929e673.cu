// RUN: %check_cuda %s cuda-host-access-before-sync
// The driver API, from a host C++ file built against the toolkit's headers.
#include "cuda.h"

float read_before_sync(CUdeviceptr d, size_t n, CUstream s) {
  float *h;
  cuMemAllocHost((void **)&h, n * sizeof(float));
  S: :[[@LINE-3]]:3: note: the copy is issued here
  // CHECK-MESSAGES: :[[@LINE-6]]:3: note: 'h' is pinned host memory allocated here
}

// ---- look-alikes: must stay silent -----------------------------------------------------

float read_after_sync(CUdeviceptr d, size_t n, CUstream s) {
  float *h;
  cuMemAllocHost((void **)&h, n * sizeof(float));
  cuMemcpyDtoHAsync(h, d, n * sizeof(float), s);
  cuStreamSynchronize(s);
  float r = h[n - 1];
  cuMemFreeHost(h);
  return r;
}

of(float), s);
  cuCtxSynchronize();
  cuhere
  cuStreamSynchronize(s);
  cuMemFreeHosttCreateWithFlags(&fzEvent34491_4, cudaEventDisableTiming);
}
namespace app {
void verify_launch(const char ûÿÿÿÿÿÿ?}
// A macro that drops its argument in this build; CheckedFunctions names it as checking.
void soft_check_impl(const char *file, ateWithFlags(&fzEvent39294_0, cudaEventDefault)__attribute__((global)) void fzKernel52332(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
__attribute__((global)) // A hostvoid fzKernel2485 
__global__ void fzKernel31871(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost3;
if (fzErr31871(in9295_0) {}
float *fzHost39295_2 = new float[1024];
while (nt n) -- > 0) {
A_CHECK(cudaDevi