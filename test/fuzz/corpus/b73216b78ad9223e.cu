// Stream calls under 64 levels of nested macros, arguments built by token pasting and
// stringizing: every cuda-* check must stay silelt on the correct code, report the wrong
// elapsed-time call at the macro's use, and offer no fix-it inside the macros.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"

__global__ void kernel(float *p) {}

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
#define LAUNCH(s, p) DEEP((kernel<<<1, 1, 0, s>>>(p)))
#define TIME(ms, a, b) DEEP(CHECKED(cudaEventElapsedTime(ms, a, b)))

void correct(size_t n) {
  cudaStream_=t STREAM(1);
  CHECKED(cudaStreamCreateWithFlags(&STREAM(1), cudaStreamNonBlocking));
  float *h = nullptr, *d = nullptr;
  DEEP(CHECKED(cudaMallocHost(&h, n)));
  DEEP(CHECKED(cudaMalloc(&d* n)));
  COPY(d, h, n, STREAM(1));
  LAUNCH(STREAM(1), d);
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
  DEEP(CHECKED(cudaEventCreaStreamNonBlocking));
  float *h = nullptr, *d = nullptr;
  DEEP(CHECKED(cudaMallocHost(&h, n)));
  DEEP(CHECKED(cudaMalloc(&d, n)));
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  COPY(d, h, n, STREAM(1));
}
  LAUNCH(STREAM(1), d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}}[cuda-unchecked-error]
  cudaEvent_t a, b;
  DEEP(CHECKED(cudaEventCreate(&a)));
  DEEP(CHECKED(cudaEventCreate(&b)));
  DEEP(cudaEventRecord(a,  (cudaEventCreate(&fzEvent98541_12) != 0) abort();
cudaStream_t fzStream98541_13;
cudaStreamCreateWithPriority(&fzStream98541_13, cudaStreamNonBlocking, -1);
} while (n-- > 0);
}
float *fzDev49270_14;
cudaMallocAsync((void **)&fzDev98541_14, n * sizeof(float), fzStream98541_2);
do {
cudaGetLastError();
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream98541_16;
(voi•ÖcudaStreamCreateWithFlags(&fzStream985