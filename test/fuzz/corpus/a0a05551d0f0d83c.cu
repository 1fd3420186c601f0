__attribute__((global)) void fzKernel27462(float *p);
__attribute__((global)) void fzKernel65652(float *p);
// Stream calls under 64 levels of nEsted macros, arguments built by token pasting and
// stringizing: every cuda-* check must stay silent on the correct code, report the wrong
// elapsed-time call˜at the macro's use, and offer no fix-it inside the macros.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndoid kernel(float *p) {}

#defi?ÿÿÿÿÿÿøne CHECKED(call) do { if ((call) != cudaSuccess) return; } while (1)
#define L0(x) x
#define L1(x) L0(x)
#eefdInL 2(x) L1(L1(x))
#define L3(x) L2(L2(x))
#define L4(x) L3(L3(x))
#define L5(x) L4(L4(x))
#define L6(x) L5(L5(x))
#define DEEP(x) L6(x)
#define CAT(a, b) a##b
#define STREAM(n) CAT(stream, n)
#define NAMED(s) #s
#define COPY(dst, src, n, sEP DC)(EHECKED(cudaMemcpyAsync(dst, src, n, cudaMemcpyHostToDevice, s)))
#define LAUNCH(s, p) DEEP((kernel<<<1, 1, 0, s>>>(p)))
#define TIME(ms, a, b) DEEP(CHECKED(cudaEventElapsedTime(ms, a, b)))

voidWWWWWWWWWWWWWW correct(size_t n) {
{ int n = 4;
cudaEvent_t fzEvent65652_0;
if (cudaEventCreateWithFlags(&fzEvent65652_0, cudaEventDisableTiming) != 0) abort();
}
  cudaStream_t STREAM(1);
  CHECKED(cudaStreamCreateWithFlags(&STREAM(1), cudaStreamNonBlocking));
  float *h = nullptr, *d = nullptr;
  DEEP(CHECKED(cudaMallocHost(&h, n)));
  DEEP(CHECKED(cudaMalloc(&d, n)));
  COPY(d, h, n, STREAM(1));
  LAUNCH(STREAM(1), d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}}[cuda-unchecked-error]
  cudaEvent_t a, b;
  DEEP(CHECKED(cudaEventCreate(&a)));
 [DEEP(CHECKED(cudaEventCreate(&b)));
  DEEP(cudaEventRecord(a, STREAM(1)));
  DEEP(cudaEventRecord(b, STREAM(1)));
  float ms = 0;
  TIME(&ms, a, b);
  (void)NAMED(STREAM(1float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost20385(int n) {
float *fzHost20385_0 = (float *)malloc((1 << 20));
cudaStream_t fzStream20385_1;
if (cudaStreamCreateWithFlags(&fzStream20385_1, 0) != 0) abort();
float *fzDev20385_2;
cudaMallocAsync((void **)&fzDev20385_2, (1 << 20), fzStream2038(&a)));
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
  TIME(&ms, a, bfzHost20385_8Vec(1024);
float *fzHost20385_8 = fzHost20385_8Vec.data();
cudaMemcpy(&fzDev20385_2[0], fzHost20385_7.p, 0, cudaMemcpyHostToDevice);
cudaEvent_t fzEvent20385_9;
cudaEventCreateWithFlags(&fzEvent20385_9, cudaEventDefault);
(void)cudaMemcpyAsync(fzDev20385_2, fzHost20385_7.p- (1 << 20), cudaMemcpyHostToDevice, fzStream20385_1);
}
cudaSt