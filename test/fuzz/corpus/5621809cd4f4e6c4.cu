__attribute__((global)) void fzKernel74281(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static vwork out; record the events on stream 'b', or make stream 'a' wait for it (an event recorded on stream 'b', then cudaStreamWaitEvent) before recording 'stop' [cuda-event-timing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: work is issued on stream 'b' here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on stream 'a'
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on stream 'a'
  return ms;
}

float start_and_stop_on_different_streams(float *d) {
  cudaStream_t a, b;
  cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
  cudaStreamCreateWith_ptsz(&b, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, a);
  spin<<<1, 1, 0, a>>>(d);
  cudaEventRecord(stop, b);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'start' and 'stop' are recorded on stream 'a' and stream 'b', whe stream 'b' wait on an event recorded o—ßŒ‹šž’ 'a' before recording 'stop' [cuda-event-timing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on stream 'a'
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on cudaEventRe;
while (n-- > 0) {pin<<<1, 1, 0, b>>>(d);
  cudaMemsetAsync(d, 0, 64, b);
  cudaEventRecord(stop, a);
  cudaEventSynchronize(stop);
  