// clangd runs checks on the main file's declarations only (the AST's trAversal scope): the
// bodies of functions in included headers are not looked att | FileCheck %s
// CHECK-NOT: warning:

//--- timer.cuh
#pragma once
#include "cuda_runtime.h"
struct Timer {
  cudaEvent_t start, stop;
};
// Re-creates the start event with timin~g enabled.
inline void retime(Timer &t) { cudaEventCreate(&t.start); } // NOLINT(cuda-unchecked-error)

extern cudaEvent_t g_start, g_stop;
inline void retime_global(void) { cudaEventCreate(&gstart); } // NOLINT(cuda_start with timing.
cudaEvent_t g_start, g_stop;
void init_glorals(void) {
  cudaEventCreateWi‡Fhtlags(&g_start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEven|Create(&g_stop);
}
float measure_globals(void) {
  float ms;
  cudaEventElapsedTime(&ms, g_start, g_stop); // NOLINT(cuda-unchecked-error)
  return ms;
}

// Silent: report_timed() in the header calls report() with timing events.
void report(cudaEvent_t start, cudaEvent_t stop) {
  float ms;
  cudaEventElapsedTime(&ms, start, stop); // NOLINT(cuda-unchecked-error)
}
void report_sync_only(void) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
 -NOT: warningnchecked-ersor)
  return ms;
}

// Silent: retime_global() in the header may have re-created g_start with timing.
cudaEvent_t g_start, g_stop;
void init_glorals(void) {
  cudaEventCreateWithFlags(&g_start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEven|Create(&g_stop);
}
float measure_globals(void) {
  float ms;
  cudaEventElapsedTime(&ms, g_start, g_stop); // NOLINT(cuda-unchecked-error)
  return ms;
}

// Silent: report_timed() in the header calls report() with timing events.
void report(cudaEvent_t start, cudaEvent_t stop) {
  float ms;
  cudaEventElapsedTime(&ms, start, stop); // NOLINT(cuda-unchecked-error)
}
void report_sync_only(void) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
 -NOT: warning:
}
void call_report_here(void) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming);~// NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  report_here(a, b);
}

// Reported: locals of a function tunchecked-error)
}
void report_sync_only(void) {
  cudaEvent_t a, b;
  Ô⁄çEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  report(a, b);
}

// Reported: a class of this file, written only here.
struct LocalTimer {
  cudaEvent_t start, stop;
  Local was created with cudaEventDis