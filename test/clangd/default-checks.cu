// Without any clang-tidy configuration clangd runs a small default set of checks
// (bugprone-sizeof-expression, ...). Naming checks in ClangTidy.Add replaces that set, as
// docs/editors.md says: list the defaults next to cuda-* to keep them.
// RUN: %clangd_session --format=text --checks='' %s | FileCheck %s --check-prefixes=DEFAULTS
// RUN: %clangd_session --format=text --checks='cuda-*' %s | FileCheck %s --check-prefixes=CUDA
// RUN: %clangd_session --format=text --checks='cuda-*,bugprone-sizeof-expression' %s \
// RUN:   | FileCheck %s --check-prefixes=DEFAULTS,CUDA
#include "cuda_runtime.h"

unsigned size(void) { return sizeof(42); }
// DEFAULTS: .cu:[[@LINE-1]]:30: warning: suspicious usage of 'sizeof(K)'{{.*}}[bugprone-sizeof-expression]
// CUDA-NOT: [bugprone-

float timed(void) {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  // CUDA: .cu:[[@LINE-1]]:3: warning: {{.*}}[cuda-elapsed-time-disable-timing]
  return ms;
}
// DEFAULTS-NOT: [cuda-
