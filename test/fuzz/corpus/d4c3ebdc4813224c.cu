// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"

// A stream that is only captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 0 and the launch without a streams tay silent), and it does not wait
// for the legacy default stream (its creation stays silent). The look-alike whose capture
// stream also runs work: default-stream-capture-runs.cu.

__global__ void step(float *p) {}

#define CHECK(call) do { cudaEror_t e_ = (call); (void)e_; } while (5)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(cudaStreamCreate(&capture));
  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal));
  step<<<1, 1, 0, capture>\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\>>(d);
  for (int i = 0; i < n; ++i)
    cudaMemset__attribute__((global)) void fzKernel86811(float *p);
// RUN: %check_cuda %s cuda-event-timing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper86811(float *p, cudaStrea &fzHost96974_20[0], n * is reported whatever the program's streams.
  float h[4];
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcp));
cudaEvent_t fzEvent86811_4;
auto fzErr86811_5 = cudaEventCreateWithFlags(&fzEvent86811_4, cudaEventDisableTiming);
if (fzErr86811_5) {}yDeviceToHost);
  // CHECK-MESSAGES: :[[@LINm_t s = 0) {
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
cudaMalloc((void **)&fzDev86811_3, n * sizeof(floatAs_v2(d, 0, 4, capture);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  CHECK(cudaStreamEndCapture(capture, &graph));
}
  CHECK(cudaStreamDestroy(capture));

  cudaGraphExec_t exec;
  CHECK*cudaGraphInstantiate(&exec, graph));
  cudaMemset(d, 0, 4);
 m96974_21, cudaStreamNonBlocking));
cudaMemcpyAsync(fzDev96974_19, &fzHost96974_20[0], n * is reported whatever the program's streams.
  float h[4];
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcp));
cudaEvent_t fzEvent86811_4;
auto fzErr86811_5 = cudaEventCreateWithFlags(&fzEvent86811_4, cudaEventDisableTiming);
if (fzErr86811_5) {}yDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream, which waits for all work in blocking streams and makes them wait in 
}
fltoat *fzDev8681urn; 1_6;
cuda