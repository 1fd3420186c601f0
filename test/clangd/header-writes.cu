// clangd runs checks on the main file's declarations only (the AST's traversal scope): the
// bodies of functions in included headers are not looked at. A value the headers could
// write (a field of a header class, an extern global, a parameter of a function a header
// calls) must then count as unknown, or clangd would report what clang-tidy, seeing the
// header's writes, correctly does not. Both front ends must agree on every case here.
// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: %clangd_session --format=text --flag=-I%t %t/main.cu | FileCheck %s
// RUN: %clang_tidy --load=%plugin --checks='-*,cuda-*' %t/main.cu -- --cuda-host-only \
// RUN:   -Wno-unknown-cuda-version -nocudainc -nocudalib -I%inputs -I%t | FileCheck %s
// CHECK-NOT: warning:

//--- timer.cuh
#pragma once
#include "cuda_runtime.h"
struct Timer {
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

// Silent: retime() in the header may have re-created t.start with timing.
void init(Timer &t) {
  cudaEventCreateWithFlags(&t.start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&t.stop);
}
float measure(Timer &t) {
  float ms;
  cudaEventElapsedTime(&ms, t.start, t.stop); // NOLINT(cuda-unchecked-error)
  return ms;
}

// Silent: retime_global() in the header may have re-created g_start with timing.
cudaEvent_t g_start, g_stop;
void init_globals(void) {
  cudaEventCreateWithFlags(&g_start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&g_stop);
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
  cudaEventCreate(&b);
  report(a, b);
}

// Reported: a class of this file, written only here.
struct LocalTimer {
  cudaEvent_t start, stop;
  LocalTimer() {
    cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
    cudaEventCreate(&stop);
  }
  float elapsed() {
    float ms;
    cudaEventElapsedTime(&ms, start, stop); // NOLINT(cuda-unchecked-error)
    // CHECK: main.cu:[[@LINE-1]]:5: warning: {{.*}}start event 'start' was created with cudaEventDisableTiming{{.*}} [cuda-elapsed-time-disable-timing]
    // CHECK-NOT: warning:
    return ms;
  }
};

// Reported: a parameter of a function only this file calls.
static void report_here(cudaEvent_t start, cudaEvent_t stop) {
  float ms;
  cudaEventElapsedTime(&ms, start, stop); // NOLINT(cuda-unchecked-error)
  // CHECK: main.cu:[[@LINE-1]]:3: warning: {{.*}}start event 'start' was created with cudaEventDisableTiming{{.*}} [cuda-elapsed-time-disable-timing]
  // CHECK-NOT: warning:
}
void call_report_here(void) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  report_here(a, b);
}

// Reported: locals of a function template of this file.
template <typename T> float timed(T *d) {
  cudaEvent_t s, e;
  cudaEventCreateWithFlags(&s, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&e);
  float ms;
  cudaEventElapsedTime(&ms, s, e);
  // CHECK: main.cu:[[@LINE-1]]:3: warning: {{.*}}start event 's' was created with cudaEventDisableTiming{{.*}} [cuda-elapsed-time-disable-timing]
  // CHECK-NOT: warning:
  return ms;
}
float use_timed(float *d) { return timed(d); }
