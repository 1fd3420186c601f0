// clangd's ClangTidy.FastCheckFilter defaults to Strict, which keeps only checks that clangd
// has measured as fast: the cuda-* checks are silently dropped. docs/editors.md therefore
// tells users to write FastCheckFilter: Loose (or None).
// RUN: %clangd_session --format=text --fast-check-filter='' %s | FileCheck %s --check-prefix=STRICT
// RUN: %clangd_session --format=text --fast-check-filter=Strict %s | FileCheck %s --check-prefix=STRICT
// RUN: %clangd_session --format=text --fast-check-filter=Loose %s | FileCheck %s --check-prefix=ON
// RUN: %clangd_session --format=text --fast-check-filter=None %s | FileCheck %s --check-prefix=ON
// Without ClangTidy.Add the cuda-* checks are off, as any clang-tidy check that is not listed.
// RUN: %clangd_session --format=text --checks='' %s | FileCheck %s --check-prefix=STRICT
#include "cuda_runtime.h"

float timed(void) {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  // ON: .cu:[[@LINE-1]]:3: warning: {{.*}} [cuda-elapsed-time-disable-timing]
  return ms;
}
// STRICT: version 0:
// STRICT-NOT: {{warning|error}}:
