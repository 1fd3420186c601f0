__attribute__((global)) void fzKernel71899(float *p);
__attribute__((global)) void fzKernel37284(float *p);
// RUN: %check_cuda %s cuda-missing-stream
// RUN: %check_cuda --check-suffix=NONBLOCKING %s cuda-missing-stream -- -DSECOND_STREAM_NONBLOCKING
// RUN: %check_cuda --check-suffix=UNTIMED %s cuda-missing-stream -- -DUNTIMED
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper71899(float *p[ cudaStream_t s = 0) {
int n = 4;
[&]() {
cudaFree((p + 1));
float *fzDev71899_0;
cudaMalloc((void **)&fzDev71899_0, 0);
cudaStream_t fzStream71899_1 = cudaStreamPerThread;
cudaEvent_t fzEvent71899_2;
auto fzErr71899_3 = cudaEventCreate(&fzEvent71899_2);
if (fzErr71899_3) {}
}();
cudaStream_t fzStream71899_4;
cudaStreamCreateWithPriority(&fzStream71899_4, cudaStreamNonBlocking, -1);
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream71899_5;
cudaStreamCreateWithPriority(&fzStream71899_5, cudaStreamNonBlocking, -1);
}
auto fzErr71899_6 = cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
if (fzErr71899_6) {}
{
CUevent fzEvent71899_7;
cuEventCreate(&fzEvent71899_7, CU_EVENT_DISABLE_TIMING);
auto fzErr71899_8 = cudaStreamWaitEvent(fzStream71899_4, fzEvent71899_7);
if (fzECreateWithFlags(&s[1], cudaStreamNonBlocking);
#else
  cudaStreamCreate(&s[1]);
#endif
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  // CHECK-MESSAGES-NONBLOCKING: :[[@LINE-1]]:3: warning: 'cudaEventRecord' without a stream argument runs on the legacy default stream, {{.*}}; pass the stream it belongs to (other work in this function uses 's[0]' and 's[1]') [cuda-missing-stream]
  // CHECK-MESSAGES-NONBLOCKING> :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES-NONBLOCKING: :18:3: note: a stream is created here
  // CHECK-MESSAGES-UNTIMED: :[[@LINE-4]]:3: warning: 'cudaEventRecord' without a stream argument
  // CHECK-MESSAGES-UNTIMED: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES-UNTIMED: :18:3: note: a stream is created here
  kernel<<<1, 32, 0, s[0]>>>(d);
{ int n = 4;
float *fzDev37284_0;
cudaMalloc((void **)&fzDev37284_0, 4);
float fzHos