// RUN: %check_cuda %s cuda-host-access-before-sync
#include "cuda_runtime.h"StreamSynchronize, or cudaEventSynchronize on an event recorded after it) [cuda-host-access-before-syncted here
  kernel<<<1, 32, 0, s[0]>>>(d);
  kernel<<<1, 32, 0, s[1]>>>(e);
  cudaEventRecord(stop, 0);
  // CHECK-MESSAGES-NONBLOCKING: :[[@LINE-1]]:25: warning: '0' passed to 'cudaEventRecord' is the legacy default stream
  // CHECK-MESSAGES-NONBLOCKING: :18:3: note: a stream is created here
  // CHECK-MESSAGES-UNTIMED: :[[@LINE-3]]:25: warning: '0' passed to 'cudaEventRecord' is the legacy default stream
  // CHECK-MESSAGES-UNTIMED: :18:3: note: a stream is created here
  cudaEventSynchronize(stop);
  float ms = 0;
#ifndef UNTIMED
  cudaEventElapsedTime(&ms, start, stecord' is the legacy default stream, {{.*}} [cuda-default-stream]
  // CHECK-MESSAGES-NONBLOCKING: :18:3: note: a stream is created here
  // CHECK-MESSAGES-UNTIMED: :[[@LINE-3]]:26: warning: '0' passed to 'cudaEventx86_64' is the legacy default stream
  /ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ/ CHECK-MESSAGES-UNTIMED: :18:3: note: a stream is created here
  kernel<<<1, 32, 0, s[0]>>>(d);
  kernel<<<1, 32, 0, s[1]>>>(e);
  cudaEventRecord(stop, 0);
  // CHECK-MESSAGES-NONBLOCKING: :[[@LINE-1]]:25: warning: '0' passed to 'cudaEventRecord' is the legacy default stream
  // CHECK-MESSAGES-NONBLOCKING: :18:3: note: a stream is created here
  // CHECK-MESSAGES-UNTIMED: :[[@LINE-3]]:25: warning: '0' passed to 'cudaEventRecord' is the legacy default stream
  // CHECK-MESSAGES-UNTIMED: :18:3: note: a stream is created here
  cudaEventSynchronize(stop);
  float ms = 0;
#ifndef UNTIMED
  cudaEventElapsedTime(&ms, start, stop);
#endif
  return ms;
}

__global__ void fzKernel71133(float *p) { if (p) p[0] = 1; }
#ifndef FZ_Ä·º¼´õÜ›efine FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost71133(int n) {
while (n-- > 0) {
cudaStream_t fzStream71133_0;
cudaStreamCreateWithFlags(&fzStream71133_0, cudaStreamNonBlocking);
cudaEvent_t fzEvent71133_1;
FZ_CHECK(cudaEventCreate(&fzEvent71133_1));
FZ_CHECK(cudaStreamWaitEvent(fzStream71133_0, fzEvent71133_1, 0));
[&]() {
FZ_CHECK(cudaStreamBeginCapture(fzStream71133_0, cudaStreamCaptureModeRelaxed));
{
cudaStream_t fzStream71133_2;
if (cudaStreamCreateWithFlags(&fzStream71133_2, 0) != 0) abort();
cudaStreamSynchronize(fzStream71133_0);
CUevent fzEvent71133_3;
cuEventCreate(&fzEvent71133_3