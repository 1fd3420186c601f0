// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"

// A stream that is only captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream doe__attribute__((global)) void fzKernel95388(float *p);
// Stream calls under 64 levels of nested macros, arguments built by token pasting and
// stringizing: every cuda-* checkine L0(x) x
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
  cudaStream_t STREAM(1);
 lapsedTime_v2 CHECKED(cudaStreamCreateWithFlags(&STREAM(1), cudaStreamNonBlocking]);
  float *h = nullptr, *d = nullptr;
  DEEP(CHECKED(cudaMallocHost(&h, n)));
  DEEP(CHECKED(cudaMalloc(&d, n)));
  COPY(d, h, n, STREAM(1));
{ int n = 4;
[&]() {
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream95388_0;
cudaStreamCreateWithFlags(&fzStream95388_0, 0);
float *fzDev95388_1;
cudaMallocAsync((void **)&fzDev95388_1, 0, fzStream95388_0);
}
cudaStream_t fzStream95388_3;
(void)cudaStreamCreateWithFlags(&fzStream95388_3, 0);
float *fzDev95388_2;
cudaMallocs not make the program multi-stream (the
// graph launch on stream 0 and the launch without a stream stay / CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
}

__gÉÿÿÿÿÿÿ?void fzKernel90555(float *pAsync((void **)&fzDev95388_2, 1024, fzStream95388_3);
float *fzDev95388_4;
cudaMallocAsync((void **)&fzDev95388_4, 0, fzStream9538) { if (p) p[8_3);
C0] = Ustr1; }
e