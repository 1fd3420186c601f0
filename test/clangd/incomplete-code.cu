// clangd analyses code while it is typed. Each version below is the editor's buffer a moment
// later; the cuda-* checks (all of them: a check added later runs here too) must neither crash
// nor report anything on the broken part, while the intact function above it is still
// analysed (the positive control). The intact code passes non-blocking streams explicitly,
// so no cuda-* check has a reason to speak there except for the control.
// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: %clangd_session --format=text %t/v0.cu --change %t/v1.cu --change %t/v2.cu \
// RUN:   --change %t/v3.cu --change %t/v4.cu --change %t/v5.cu --change %t/v6.cu \
// RUN:   --change %t/v7.cu --change %t/v0.cu | FileCheck %s
// RUN: %if cuda-toolkit %{ %clangd_session --headers=real --format=text %t/v0.cu \
// RUN:   --change %t/v1.cu --change %t/v2.cu --change %t/v3.cu --change %t/v4.cu \
// RUN:   --change %t/v5.cu --change %t/v6.cu --change %t/v7.cu --change %t/v0.cu \
// RUN:   | FileCheck %s %}
//--- v0.cu
// CHECK-LABEL: version 0:
// CHECK-NOT: [cuda-
// The complete file.
#include "cuda_runtime.h"
__global__ void kernel(float *p) {}
void still_reported(cudaStream_t s) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  cudaEventRecord(a, s);
  cudaEventRecord(b, s);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  // CHECK: .cu:[[@LINE-1]]:3: warning: {{.*}}start event 'a' {{.*}} [cuda-elapsed-time-disable-timing]
  // CHECK-NEXT: .cu:[[@LINE-7]]:3: note: event 'a' created here with timing disabled
}
void edited(float *d, const float *h, size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking); // NOLINT(cuda-unchecked-error)
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
  kernel<<<1, 1, 0, s>>>(d);
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-NEXT: .cu:[[@LINE-1]]:3: warning: {{.*}}start event 'start' {{.*}} [cuda-elapsed-time-disable-timing]
  // CHECK-NEXT: .cu:[[@LINE-10]]:3: note: event 'start' created here with timing disabled
  // CHECK-NOT: {{warning|error}}:
}

//--- v1.cu
// CHECK-LABEL: version 1:
// CHECK-NOT: [cuda-
// The elapsed-time call is not closed yet.
#include "cuda_runtime.h"
__global__ void kernel(float *p) {}
void still_reported(cudaStream_t s) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  cudaEventRecord(a, s);
  cudaEventRecord(b, s);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  // CHECK: .cu:[[@LINE-1]]:3: warning: {{.*}}start event 'a' {{.*}} [cuda-elapsed-time-disable-timing]
  // CHECK-NEXT: .cu:[[@LINE-7]]:3: note: event 'a' created here with timing disabled
}
void edited(float *d, const float *h, size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking); // NOLINT(cuda-unchecked-error)
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  cudaEventRecord(stop, s);
  float ms;
  cudaEventElapsedTime(&ms, start, stop
}
// CHECK-NOT: [cuda-
// CHECK: .cu:[[@LINE-2]]:1: error: expected ')'
// CHECK-NOT: [cuda-

//--- v2.cu
// CHECK-LABEL: version 2:
// CHECK-NOT: [cuda-
// Typos: undeclared identifiers as an event, a creation flag, a stream.
#include "cuda_runtime.h"
__global__ void kernel(float *p) {}
void still_reported(cudaStream_t s) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  cudaEventRecord(a, s);
  cudaEventRecord(b, s);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  // CHECK: .cu:[[@LINE-1]]:3: warning: {{.*}}start event 'a' {{.*}} [cuda-elapsed-time-disable-timing]
  // CHECK-NEXT: .cu:[[@LINE-7]]:3: note: event 'a' created here with timing disabled
}
void edited(float *d, const float *h, size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking); // NOLINT(cuda-unchecked-error)
  cudaEvent_t start, stop, other;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  cudaEventCreateWithFlags(&other, cudaEventDisableTimingg);
  // CHECK-NOT: [cuda-
  // CHECK: .cu:[[@LINE-2]]:36: error: use of undeclared identifier 'cudaEventDisableTimingg'
  cudaEventCreate(&stop);
  cudaEventRecord(start, strm);
  // CHECK-NOT: [cuda-
  // CHECK: .cu:[[@LINE-2]]:26: error: use of undeclared identifier 'strm'
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, strm);
  // CHECK-NOT: [cuda-
  // CHECK: .cu:[[@LINE-2]]:52: error: use of undeclared identifier 'strm'
  kernel<<<1, 1, 0, strm>>>(d);
  // CHECK-NOT: [cuda-
  // CHECK: .cu:[[@LINE-2]]:21: error: use of undeclared identifier 'strm'
  cudaEventRecord(stop, s);
  float ms;
  cudaEventElapsedTime(&ms, undeclared_start, stop);
  // CHECK-NOT: [cuda-
  // CHECK: .cu:[[@LINE-2]]:29: error: use of undeclared identifier 'undeclared_start'
  cudaEventElapsedTime(&ms, other, stop);
  // CHECK-NOT: [cuda-
}

//--- v3.cu
// CHECK-LABEL: version 3:
// CHECK-NOT: [cuda-
// A function body not closed yet: the rest of the file is parsed inside it.
#include "cuda_runtime.h"
__global__ void kernel(float *p) {}
void still_reported(cudaStream_t s) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  cudaEventRecord(a, s);
  cudaEventRecord(b, s);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  // CHECK: .cu:[[@LINE-1]]:3: warning: {{.*}}start event 'a' {{.*}} [cuda-elapsed-time-disable-timing]
  // CHECK-NEXT: .cu:[[@LINE-7]]:3: note: event 'a' created here with timing disabled
}
void edited(float *d, const float *h, size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking); // NOLINT(cuda-unchecked-error)
  for (size_t i = 0; i < n; ++i) {
    cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);

void next_function(cudaStream_t s) {
  // CHECK-NOT: [cuda-
  // CHECK: .cu:[[@LINE-2]]:36: error: function definition is not allowed here
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  cudaEventCreate(&stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
}
// CHECK-NOT: [cuda-
// CHECK: error: expected '}'
// CHECK-NOT: [cuda-

//--- v4.cu
// CHECK-LABEL: version 4:
// CHECK-NOT: [cuda-
// Launch configuration and stream arguments half typed.
#include "cuda_runtime.h"
__global__ void kernel(float *p) {}
void still_reported(cudaStream_t s) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  cudaEventRecord(a, s);
  cudaEventRecord(b, s);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  // CHECK: .cu:[[@LINE-1]]:3: warning: {{.*}}start event 'a' {{.*}} [cuda-elapsed-time-disable-timing]
  // CHECK-NEXT: .cu:[[@LINE-7]]:3: note: event 'a' created here with timing disabled
}
void edited(float *d, const float *h, size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking); // NOLINT(cuda-unchecked-error)
  kernel<<<1, 1, 0, >>>(d);
  // CHECK-NOT: [cuda-
  // CHECK: .cu:[[@LINE-2]]:21: error: expected expression
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, );
  // CHECK-NOT: [cuda-
  // CHECK: .cu:[[@LINE-2]]:52: error: expected expression
  cudaMemsetAsync(d, 0, n, s.);
  // CHECK-NOT: [cuda-
  // CHECK: .cu:[[@LINE-2]]:30: error: expected unqualified-id
  kernel<<<1, 1, 0, s>>>(d
}
// CHECK-NOT: [cuda-
// CHECK: .cu:[[@LINE-2]]:1: error: expected ')'
// CHECK-NOT: [cuda-

//--- v5.cu
// CHECK-LABEL: version 5:
// CHECK-NOT: [cuda-
// An allocation in a loop being written, and a call cut off at the end of the file.
#include "cuda_runtime.h"
__global__ void kernel(float *p) {}
void still_reported(cudaStream_t s) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  cudaEventRecord(a, s);
  cudaEventRecord(b, s);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  // CHECK: .cu:[[@LINE-1]]:3: warning: {{.*}}start event 'a' {{.*}} [cuda-elapsed-time-disable-timing]
  // CHECK-NEXT: .cu:[[@LINE-7]]:3: note: event 'a' created here with timing disabled
}
void edited(size_t n, int iterations) {
  float *p;
  for (int i = 0; i < iterations; ++i) {
    cudaMalloc(&p, n * sizeof(float)
    cudaFree(p);
    // CHECK-NOT: [cuda-
    // CHECK: .cu:[[@LINE-2]]:5: error: expected ')'
  }
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  float ms;
  // CHECK-NOT: [cuda-
  // CHECK: error: expected '}'
  // CHECK-NOT: [cuda-
  cudaEventElapsedTime(&ms, start,
//--- v6.cu
// CHECK-LABEL: version 6:
// CHECK-NOT: [cuda-
// Declarations being written: a missing semicolon, a missing operand, a member half typed.
#include "cuda_runtime.h"
__global__ void kernel(float *p) {}
void still_reported(cudaStream_t s) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  cudaEventRecord(a, s);
  cudaEventRecord(b, s);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  // CHECK: .cu:[[@LINE-1]]:3: warning: {{.*}}start event 'a' {{.*}} [cuda-elapsed-time-disable-timing]
  // CHECK-NEXT: .cu:[[@LINE-7]]:3: note: event 'a' created here with timing disabled
}
struct Timer {
  cudaEvent_t begin, end;
  cudaStream_t stream;
};
void edited(Timer &t) {
  cudaEvent_t start, stop
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming | );
  // CHECK-NOT: [cuda-
  // CHECK: .cu:[[@LINE-2]]:3: error: expected ';' at end of declaration
  cudaEventCreate(&t.end); // NOLINT(cuda-unchecked-error)
  cudaEventRecord(t.begin, t.);
  // CHECK-NOT: [cuda-
  // CHECK: .cu:[[@LINE-2]]:30: error: expected unqualified-id
  float ms;
  cudaEventElapsedTime(&ms, t.begin, t.);
  // CHECK-NOT: [cuda-
  // CHECK: .cu:[[@LINE-2]]:40: error: expected unqualified-id
  cudaEventElapsedTime(&ms, start, t.end);
  // CHECK-NOT: [cuda-
}

//--- v7.cu
// CHECK-LABEL: version 7:
// CHECK-NOT: [cuda-
// A template being written: a parameter of an unknown type.
#include "cuda_runtime.h"
__global__ void kernel(float *p) {}
void still_reported(cudaStream_t s) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  cudaEventRecord(a, s);
  cudaEventRecord(b, s);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  // CHECK: .cu:[[@LINE-1]]:3: warning: {{.*}}start event 'a' {{.*}} [cuda-elapsed-time-disable-timing]
  // CHECK-NEXT: .cu:[[@LINE-7]]:3: note: event 'a' created here with timing disabled
}
template <typename Event> float elapsed(Event start, UnknownEventType stop) {
  // CHECK-NOT: [cuda-
  // CHECK: .cu:[[@LINE-2]]:54: error: unknown type name 'UnknownEventType'
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
float use(cudaEvent_t e) { return elapsed<cudaEvent_t>(e, e); }
// CHECK-NOT: [cuda-

// The last version (after v7, as comments of its buffer) is the complete file again: its findings come back.
// CHECK-LABEL: version 8:
// CHECK-NOT: [cuda-
// CHECK-NEXT: .cu:{{[0-9]+}}:3: warning: {{.*}}start event 'a' {{.*}} [cuda-elapsed-time-disable-timing]
// CHECK:      .cu:{{[0-9]+}}:3: warning: {{.*}}start event 'start' {{.*}} [cuda-elapsed-time-disable-timing]

