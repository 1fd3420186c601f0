// cuda-elapsed-time-disable-timing in an editor: published with its check name, its note as
// relatedInformation (or, for clients without it, inside the message), no fix-it.
// RUN: %clangd_session %s | FileCheck %s
// RUN: %clangd_session --no-related-information %s | FileCheck %s --check-prefix=NOREL
// RUN: %if cuda-toolkit %{ %clangd_session --headers=real %s | FileCheck %s %}
#include "cuda_runtime.h"

void timed(float *d) {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
}

// Look-alike: both events keep timing, nothing to report.
void timed_ok(float *d) {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventBlockingSync); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
}

// CHECK:      "method": "textDocument/publishDiagnostics",
// CHECK-NEXT: "params": {
// CHECK-NEXT:   "diagnostics": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "code": "cuda-elapsed-time-disable-timing",
// CHECK:            "message": "CudaEventElapsedTime fails with cudaErrorInvalidResourceHandle and leaves the elapsed time unchanged: start event 'start' was created with cudaEventDisableTiming; create it without cudaEventDisableTiming",
// CHECK-NEXT:       "range": {
// CHECK-NEXT:         "end": {
// CHECK-NEXT:           "character": 22,
// CHECK-NEXT:           "line": 12
// CHECK-NEXT:         },
// CHECK-NEXT:         "start": {
// CHECK-NEXT:           "character": 2,
// CHECK-NEXT:           "line": 12
// CHECK-NEXT:         }
// CHECK-NEXT:       },
// CHECK-NEXT:       "relatedInformation": [
// CHECK-NEXT:         {
// CHECK-NEXT:           "location": {
// CHECK-NEXT:             "range": {
// CHECK-NEXT:               "end": {
// CHECK-NEXT:                 "character": 26,
// CHECK-NEXT:                 "line": 9
// CHECK-NEXT:               },
// CHECK-NEXT:               "start": {
// CHECK-NEXT:                 "character": 2,
// CHECK-NEXT:                 "line": 9
// CHECK-NEXT:               }
// CHECK-NEXT:             },
// CHECK-NEXT:             "uri": "file://{{.*}}/elapsed-time-disable-timing.cu"
// CHECK-NEXT:           },
// CHECK-NEXT:           "message": "Event 'start' created here with timing disabled"
// CHECK-NEXT:         }
// CHECK-NEXT:       ],
// CHECK-NEXT:       "severity": 2,
// CHECK-NEXT:       "source": "clang-tidy"
// CHECK-NEXT:     }
// CHECK-NEXT:   ],
// CHECK-NEXT:   "uri": "file://{{.*}}/elapsed-time-disable-timing.cu",
// CHECK-NEXT:   "version": 0
// CHECK-NEXT: }

// NOREL:      "code": "cuda-elapsed-time-disable-timing",
// NOREL:      "message": "CudaEventElapsedTime fails {{.*}}; create it without cudaEventDisableTiming\n\nelapsed-time-disable-timing.cu:10:3: note: event 'start' created here with timing disabled",
// NOREL:      "severity": 2,
// NOREL-NEXT: "source": "clang-tidy"
// NOREL:      "message": "Event 'start' created here with timing disabled\n\nelapsed-time-disable-timing.cu:13:3: warning: cudaEventElapsedTime fails
// NOREL:      "severity": 3
// NOREL-NOT:  "code": "cuda-
