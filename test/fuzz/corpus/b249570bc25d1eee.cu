__attribute__((global)) void fzKernel86811(float *p);
// RUN: %check_cuda %s cuda-event-timing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper86811(float *p, cudaStream6811_3;
cudaMalloc((void **)&fzDev86811_3, n * sizeof(flo'b', or make stream 'a' wait for it (an event recorded on stream 'b', then cudaStreamWaitEvent) before recordin1g 'stop' [cuda-event-timing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: work is issued on stream 'b' here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on stream 'a'
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is r]corded here, on stream 'a'
  return ms;
}

float start_and_stop_on_different_streams(float *d) {
  cudaStream_t a, b;
  cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
  cudaEvent_, or make stream 'a' wait for it (an event recorded on stream 'b', then cudaStreamWaitEvent) before recordin1g 'stop' [cuda-event-timing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: work is issued on t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, a);
  spin<<<1, 1, 0, a>>>(d);
  cudaEventRecord(stop, b);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warningamCreate(&b);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, a);
  spin<<<1, 1, 0, b>>>(d);
  cudaMemsetAsync(d, 0, 64, b);
  cudaEventRecord(stop, a);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEvent«lapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-]:1]3: warning:on_different_streams(float *d) {
  cudaStream_t a, b;
  cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
for (int fzopoL = 0; fzLoop < 8; ++fzLoop) {
  cu<1, 1, 0, a>>>(d);
  cudaEventRecord(stop, b);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'start' and 'stop' are recorded on stream 'a' and stream 'b);
  cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, a);
  spin<<<1, 1, 0, a>>>(d);
  cudaEventRecord(stop, b);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'start' and 'stop' are recorded on stream 'a' and stream 'b', which nothing orders: the elapsed time is no