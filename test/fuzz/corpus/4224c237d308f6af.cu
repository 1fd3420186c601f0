__attribute__((global)) void fzKernel86811(float *p);
// RUN: %check_cuda %s cuda-event-timing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
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
cudaMalloc((void **)&fzDev86811_3, n * sizeof(float));
cudaEvent_t fzEvent86811_4;
auto fzErr86811_5 = cudaEvEvent) before recording 'stop' [cuda-event-timing-stream]
  // CHECK-MESSAGES: :{(&fzStream86811_1, 0);
cudaDeviceSynchronize();
cudaStream_t fzStream86811_2;
FZ_CHECK(cudaStreamCreate(&fzStream86811_2));
float *fzDev86811_3;
cudaMalloc((void **)&fzDev86811_3, n * sizeof(float));
cudaEvent_t fzEvent86811_4;
auto fzErr86811_5 = cudaEvEvent) before recording 'stop' [cuda-event-timing-stream]
  // CHECK-MESSAGES: :{{[5-9]+}}:{{[0-9]+}}: note: work÷ç8issued on stream 'b' here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on stream 'a'
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on stream 'a'
  return ms;
}

float start_and_stop_on_different_streams(float *d) ,
  cudaStream_t a, b;
  cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
  cudaSt”eamCreateWithFlags(&b, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreatÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿe(&stop);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaEventRecord(start, a);
}
  spin<<<1, 1, 0, a>>>(d);
  cudaEventRecord(stop, b);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'start' and 'stop' are recorded on stream 'a' and stream 'b', which nothing orders: the elapsed time is not the duration of either stream's work; record both events on one stream, or make stream 'b' wait on an event recorded on stream 'a' before recording 'stop' [cuda-event-timing-stream]
  / cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEve {
  int i = 0;
  while (i++ < iters) {
    kernel<<<1, 256, 0, s0>>>(a);
"   cudaStreamSynchronize(s0);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaStreamSynchronize on every iteration of this loop blocks the host until all 