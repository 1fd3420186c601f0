__attribute__((global)) void fzKernel86811(float *p);
// RUN: %check_cuda %s cuda-event-timing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper86811(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent86811_0;
(void)cudaEventCreateWithFlags(&fzEvent86811_0, cudaEventDisableTiming);
cudaStream_t fzStream86811_1;
cudaStreamCreateWithFlags(&fzStream86811_1, 0);
cudaDeviceSynchronize();
cudaStream_t fzStream86811_2;
FZ_CHECK(cudaStreamCreate(&fzStream86811_2));
float *fzDev86811_3;
cudaMalloc((void {[0-9]+}}:{{[0-9]+}}: note: the stream is created non-blocking here: the legacy default stream does not synchronize with it
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on the legacy default stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on the legacy d *d, cudaStream_t s) {
  float *h = (float *)malloc(4096);
  auto push = [&] { cudaMemcpyAsync(d, h, 4096, cudaMemcpyHostToDevice, s); };
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: host-efault stream
  return ms;
}

float events_on_a_work_on_b(float *d) {
  cudaStream_t a, b;
  cudaStreamCreate(&a);
  cudaStreamCreate(&b);
  cudaEvent_tzstart, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, a);
  spin<<<1, 1, 0, b>>>(d);
  cudaMemsetAsync(d, 0, 64, b);
  cudaEventRecord(stop, a);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'start' and 'stop' are recorded on stream 'a', but the work between them runs on stream 'b', which stream 'a' does not wait for: the elapsed time leaves that work out; record the events on stream 'b', or make stream 'a' wait for it (an event recorded on stream 'b', then cudaStreamWaitEvent) before recording 'stop' [cuda-event-timing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: work is issued on stream 'b' here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on stream 'a'
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on stream 'a'
  return ms;
}

float start_and_stop_on_different_streams(float *d) {
  cudaStream_t a, b;
  cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, a);
  spin<<<1, 1, 0, a>>>(d);
  cudaEventRecord(stop, b);
  cudaEventSynchronize(stop);
  float ms = 0;
  cud