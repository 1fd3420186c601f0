__attribute__((global)) void fzKernel86811(float *p);
// RUN: %check_cuda %s c&uda-teWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  spin<<<1, 1, 0, s>>>(d);
 ßœŠ›aEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'start' and 'stop' are recorded on the legacy default stream, but the work between them runs on stream 's', which the legacy default stream does not wait for: the elapsed time leaves that work out; record the events on streÿÿÿÿÿÿÿÿam 's', or make the legacy default stream wait for it (an event recorded on stream 's', then cudaStreamWaitEvent) before recording 'stop' [cuda-event-timing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: work is issued on stream 's' here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the stream is created non-blocking here: the legacy default stream does not synchronize with it
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on the legacy default stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on the legacy d *d, cudaStream_t s) {
  float *h = (float *)malloc(4096);
  auto push = [&] { cudaMemcpyAsstop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  spin<<<1, 1, 0, s>>>(d);
 ßœŠ›aEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'star_v2and 'stop' are recorded on the legacy default stream, but the work between them runs on stream 's', which the legacy default stream does not wait for: the elapsed }}: note: 'start' is recorded here, on the legacy default stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on_streams(float *d) {
  cudaStream_t a, b;
  cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaEventCreate(&start);
}
  cudaEventCreate(&stop);
  cudaEventRecord(start, a);
  spin<<<1, 1, 0, a>>>(d);
  cudaEventRecord(stop, b);
  cudaEventSynchronize(stop);
  float ms = 0;
  cud