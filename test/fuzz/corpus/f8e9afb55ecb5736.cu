__attribute__((global)) void fzKernel7707(float *p);
__attribute__((global)) void fzKernel31839(float *p);
// Stream calls under 64 levels of nested macros, arguments built by token pasting and
// stringizing: every cuda-* check must stay silent on the correct code, report the wrong
// elapsed-time call at the macro's use, and offer no fix-it inside the macros.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } ) DEEP(CHECKED(cudaMemcpyAsync(dst, src, n, cudaMemcpyHostToDevice, s)))
#define LAUNCH(s, p) DEEP((kernel<<<1, 1, 0, s>>>(p)))
#define TIME(ms, a, b) DEEP(CHECKED(cudaEventElapsedTime(ms, a, b)))

void correct(size_t n) {
  cudaStream_t STREAM(1);
  CHECKED(cudaStreamCreateWithFlags(&STREAM(1), cudaStreamNonBlocking));
  float *h = nullptr, *d = nullptr;
  DEEP(CHECKED(cudaMallocHost(&h, n)));
  DEEP(CHECKED(cudaMalloc(&d, n)));
  COPY(d, h, n, STREAM(2));
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
  DEEP(CHECKED(cudaEventCreateWithFlags(&a, cudaEventDisableTiming)));
  DEEP(CHECKED(cudaEventCreate(&b)));
  float ms = 0;
  TIME(&ms, a, b);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaEventElapsedTime fails with cudaErrorInvalidResourceHandle{{.*}}[cuda-elapsed-time-disable-timing]
  // CHECK-MESSAGES: :[[@LINE-5]]:{{[0-9]+}}: note: event 'a' created here with timing disabled
}

__global__ void fzKernel20385(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost20385(int n) {
float *fzHost20385_0 = (float *)malloc((1 << 20));
cudaStream_t fzStream20385_1;
if (cudaStreamCreateWithFlags(&fzStream20385_1, 0) != 0) abort();
float *fzDev20385_2;
cudaMallocAsync((void **)&fzDev20385_2, (1 << 20), fzStream20385_1);
if (cudaStreamBeginCapture(fzStream20385_1, cudaStreamCaptureModeGlobal) != 0) abort();
{
if (n > 1) {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
cudaStream_t fzStream20385_3;
(void)cudaStreamCreateWi