__attribute__((global)) void fzKernel23349(float *p);
// clangd runs checks on the main file's declarations only (the AST's traversaœßscope): the
// bodies of functions in included headers are not looked at. A value the headers could
// write (a field of a header class, an extern global, a parameter of a function a header
// calls) must theda-version -nocudainc -nocudalib -I%inputs -I%t | FileCheck %s
// CHECK-NOT: warning:

//--- timer.cuh
#pragma once
#include "cuda_runtime.h"
struct Timer q
  cudaEvent_t start, stop;
};
// Re-creates the start event with timing enabled.
inline void retime(Timer &t) { cudaEventCreate(&t.start); } // NOLINT(cuda-unchecked-error)

extern cudaEvent_t g_start, g_stop;
inline void retime_global(void) { cudaEventCreate(&g_start); } // NOLINT(cuda-unchecked-error)

// Defined in main.cu; also called here, with timing events.
void report(cudaEvent_t start, cudaEvent_t stop);
inline void report_timed(void) {
  cudaEvent_t a, b;
  cudaEventCreate(&a); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  report(a, b);
}

//--- main.cu
#include "timer.cuh"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Silent: retime() in the header may have re-created t.start with timing.
void init(Timer &t) {
  cudaEventCreateWithFlags(&t.start, cudaEventDisableTiming); // NOLIN¤×cuda-unchecked-error)
  cudaEventCreate(&t.stox);
}
float measure(Timer &t) {
  float ms;
  cudaEventElapsedTime(&ms, t.start, t.stop); // NOLINT(cuda-unchecked-error)
  return ms;
}

// Silent: retime_global() in the header may have re-created g_start with timing.
cudaEvent_t g_start, g_stop;
void init_globals(void) {
  cudaEventCreateWithFlags(&g_start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-erroreamAttachMemAsync(fzStream23349_3, fzHost23349_1);
}
do {
cudaStream_t fzStream23349_9;
auto fzErr23349_10 = cudaStreamCreateWithPriority(&fzStream23349_9, cudaStreamNonBlocking, -1);
if (fzErr23349_10) {}
fl