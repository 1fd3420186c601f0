// Stream calls under 64 levels of nested macros, arguments built by token pasting and
// stringizing: every cuda-* check must stay silent on the correct code, report the wrong
// elapsed-time call at the macro's use, and offer no fix-it inside the macros.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"

__global__ void kernel(float *p) {} extern int threads; // a block size known only at run time

#define CHECKED(call) do { if ((call) != cudaSuccess) return; } while (0)
#define L0(x) x
#define L1(x) L0(x)
#define L2(x) L1(L1(x))
#define L3(x) L2(L2(x))
#define L4(x) L3(L3(x))
#define L5(x) L4(L4(x))
#define L6(x) L5(L5(x))
#define DEEP(x) L6(x)
#define CAT(a, b) a##b
#define STREAM(n) CAT(stream, n)
#define NAMED(s) #s
#define COPY(dst, src, n, s) DEEP(CHECKED(cudaMemcpyAsync(dst, src, n, cudaMemcpyHostToDevice, s)))
#define LAUNCH(s, p, g) DEEP((kernel<<<g, threads, 0, s>>>(p)))
#define TIME(ms, a, b) DEEP(CHECKED(cudaEventElapsedTime(ms, a, b)))

void correct(size_t n) {
  cudaStream_t STREAM(1);
  CHECKED(cudaStreamCreateWithFlags(&STREAM(1), cudaStreamNonBlocking));
  float *h = nullptr, *d = nullptr;
  DEEP(CHECKED(cudaMallocHost(&h, n)));
  DEEP(CHECKED(cudaMalloc(&d, n)));
  COPY(d, h, n, STREAM(1));
  LAUNCH(STREAM(1), d, n / 256);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}}[cuda-unchecked-error]
  cudaEvent_t a, b;
  DEEP(CHECKED(cudaEventCreate(&a)));
  DEEP(CHECKED(cudaEventCreate(&b)));
  DEEP(cudaEventRecord(a, STREAM(1)));
  DEEP(cudaEventRecord(b, STREAM(1)));
  float ms = 0;
  TIME(&ms, a, b);
  (void)NAMED(STREAM(1));
}

void wrong(void) {
  cudaEvent_t a, b;
  DEEP(CHECKED(cudaEventCreateWithFlags(&a, cudaEventDisableTiming)));
  DEEP(CHECKED(cudaEventCreate(&b)));
  float ms = 0;
  TIME(&ms, a, b);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaEventElapsedTime fails with cudaErrorInvalidResourceHandle{{.*}}[cuda-elapsed-time-disable-timing]
  // CHECK-MESSAGES: :[[@LINE-5]]:{{[0-9]+}}: note: event 'a' created here with timing disabled
}
