// A fix-it reaches the editor as a code action. cuda-missing-stream inserts the one stream
// that the function's other work uses; applying the quick fix (as the editor does) makes the
// finding go away. Runs once the check is shipped (the lit feature comes from the module).
// REQUIRES: check-cuda-missing-stream
// RUN: %clangd_session --checks=cuda-missing-stream --code-actions %s \
// RUN:   | FileCheck %s --check-prefix=JSON
// RUN: %clangd_session --checks=cuda-missing-stream --format=text --code-actions --apply-fixes %s \
// RUN:   | FileCheck %s
#include "cuda_runtime.h"

__global__ void kernel(float *p) {}

void upload(float *d, const float *h, size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking); // NOLINT(cuda-unchecked-error)
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
  kernel<<<1, 1, 0, s>>>(d);
}

// The published diagnostic announces its fix; the codeAction reply carries the edit.
// JSON:      "method": "textDocument/publishDiagnostics",
// JSON:      "code": "cuda-missing-stream",
// JSON:      "message": "{{.*}} (fix available)",
// JSON:      "range": {
// JSON-NEXT:   "end": {
// JSON-NEXT:     "character": {{[0-9]+}},
// JSON-NEXT:     "line": 15
// JSON-NEXT:   },
// JSON-NEXT:   "start": {
// JSON-NEXT:     "character": 2,
// JSON-NEXT:     "line": 15
// JSON-NEXT:   }
// JSON-NEXT: },
// JSON:      "source": "clang-tidy"
// JSON:      "id": 2,
// JSON-NEXT: "jsonrpc": "2.0",
// JSON-NEXT: "result": [
// JSON-NEXT:   {
// JSON-NEXT:     "diagnostics": [
// JSON-NEXT:       {
// JSON-NEXT:         "code": "cuda-missing-stream",
// JSON:          "edit": {
// JSON-NEXT:       "changes": {
// JSON-NEXT:         "file://{{.*}}/code-action-missing-stream.cu": [
// JSON-NEXT:           {
// JSON-NEXT:             "newText": ", s",
// JSON-NEXT:             "range": {
// JSON-NEXT:               "end": {
// JSON-NEXT:                 "character": 65,
// JSON-NEXT:                 "line": 15
// JSON-NEXT:               },
// JSON-NEXT:               "start": {
// JSON-NEXT:                 "character": 65,
// JSON-NEXT:                 "line": 15
// JSON-NEXT:               }
// JSON-NEXT:             }
// JSON-NEXT:           }
// JSON-NEXT:         ]
// JSON-NEXT:       }
// JSON-NEXT:     },
// JSON:          "kind": "quickfix",
// JSON-NEXT:     "title": "insert ', s'"

// CHECK-LABEL: version 0:
// CHECK-NEXT:  .cu:16:3: warning: {{.*}} [cuda-missing-stream]
// CHECK:       code actions for 16:3 [cuda-missing-stream]:
// CHECK-NEXT:    quickfix: insert ', s'
// CHECK-NEXT:      16:66-16:66 ", s"
// CHECK-LABEL: version 1:
// CHECK-NOT:   [cuda-missing-stream]
// CHECK:       fixed text:
// CHECK:       {{^}}  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
