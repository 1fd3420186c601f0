// `cudalint-clangd --check=FILE` (clangd's self-diagnosis mode) runs the cuda-* checks too and,
// with --check-warnings, prints them: the quickest way to see what an editor will show.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/check-mode.cu
// RUN: echo 'CompileFlags: {CompilationDatabase: None, Add: [--cuda-host-only, -Wno-unknown-cuda-version, -nocudainc, -nocudalib, -I%inputs]}' > %t/.clangd
// RUN: echo 'Diagnostics: {ClangTidy: {Add: [cuda-*], FastCheckFilter: Loose}}' >> %t/.clangd
// RUN: cd %t && %cudalint_clangd --check=check-mode.cu --check-warnings --check-locations=0 2>&1 | FileCheck %s
#include "cuda_runtime.h"

float timed(void) {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK: [cuda-elapsed-time-disable-timing] Line [[@LINE-1]]: cudaEventElapsedTime fails with cudaErrorInvalidResourceHandle
  return ms;
}
// CHECK: All checks completed, 0 errors
