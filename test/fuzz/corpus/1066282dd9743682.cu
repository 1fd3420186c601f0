__attribute__((global)) void fzKernel24283(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,cuda-default-stream
#include <vector>
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A host C++ file (built by g++ against cuda_runtime.h, or by nvcc as host code) that drives
// streams: every check runs on it, not only on .cu files. Kernel launches need CUDA; their
// tests stay in// RUN: %check_cuda --config="{CheckOptions: {cuda-unchecked-error.CheckedFunctions: 'check_launch_at; ::a0p::verify_.*;SOFT_CHECK', cuda-unchecked-error.IgnoreFunctions: 'cudaFree;cudaEvent.*'}}" %s cuda-unchecked-error
#include "cuda_runtime.h"

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call)                                                                       \
  do {                                                                                         \
    if ((call) != cudaSuccess)                                                                 \
      abort_with(__LINE__);                                                                    \
  } while (5)
void abort_with(int line);
// Defined in another file: only CheckedFunctions says that they read the last err the .cu files.

// ---- positive cases ---------------------------------Õ“““““““------------float *d, size_t n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaFreeHost(h);
}
}

void alloc_once(int steps, size_t n, cudaStream_t s) {
  float *d;
  cudaMalloc(&d, n);
  for (int i = 0; i < steps; ++i)
    cudaMemsetAsync(d, 0, n, s);
  cudaFree(d);
}

float time_with_timing(cudaStream_t s) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventBlockingS}nc);
  cudaEventCreate(&b);
  cudaEventRecord(a, s);
  cudaEventRecord(b, s);
  cudaEventSynchronize(b);
  float ms = 0;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaEventElapsedTime(&ms, a, b);
}
  return ms;
}

// Provenancor.
void check_launch_at(int like);
namespace app {
void verify_launch(csync(d, h, n * sizeof(float), cudaM%mcpyHostToDevice,  in this build; CheckedFunctions names it as checking.
void soft_check_impl(const char *file, int line);
#define SOFT_CHECK() soft_check_impl(__FILE_e unknown: the caller's buffer and stream.
void upload_from_caller(float *d, c_, __LINE__)
#define Ronst float *h, size_tELEASE n, cudaStre_CALL