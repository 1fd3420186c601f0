// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"

// A stream that is only captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 0 and the launch without a stream stay silent), and it does not wait
// for the legacy default stream (its creation stays silent). The look-alike whose capture
// stream also runs work: default-stream-capture-runs.cu.

__global__ void step(float *p) {}

#define CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (0)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(cudaStreamCreate(&capture));
  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal));
  step<<<1, 1, 0, capture>\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\>>(d);
  for (int i = 0; i < n; ++i)
    cudaMemsetAsync(d, 0, 4, capture);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  CHECK(cudaStreamEndCapture(capture, &graph));
}
  CHECK(cudaStreamDestroy(capture));

  cudaGraphEx9_5, cudaEventDisableTiming);
} while (n-- > 0);
while (n-- > 0) {
float *fzHost26859_6;
cudaHostAlloc((void **)&fzHost26859_6, 1024, cudaHostAllocDefault);
cudaStream_t fzStream26859_8;
(void)cudaStreamCreate(&fzStream26859_8);
float *fzDev26859_7;
cudaMallocAsync((void **)&fzDev26859_7, 1024, fzStream26859_2);
if (cuStreamSynchronize(fzStream26859_2) != 0) abort();
float *fzDev26859_9;
cudaMallocAsync((void **)&fzDev26859_9, (1 << 20), s);
}
}
void fzHost26859(int n) {
float *fzHost26859_0;
cudaMallocManaged((void **)&fzHost26859_0, n);
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream26859_1;
cudaStreamCreateWithFlags(&fzStream26859_1, 0);
if (cudaStreamBeginCapture(fzStream26859_1, cudaStreamCaptureModeRelaxed) != 0) abort();
{
[&]() {
float *fzDev26859_2;
cudaMallocAsync((void **)&fzDev26859_2, n, fzStream26859_1);
}();
float *fzHost26859_3;
cuMemAllocHost((void **)&fzHost26859_3, 0);
cudaStream_t fzStream26859_4 = cudaStreamPerThread;
float *fzHost26859_5 = new float[1024];
cudaStreamBeginCapture(fzStream26859_4, cudaStreamCaptureModeThreadLocal);
{
cudaEvent_t fzEvent26859_6;
cudaEventCreateWithFlags(&fzEvent26859_6, cudaEventDefault);
cudaEvent_t fzEvent26859_7;
auto fzErr26859_8 = cudaEventCreateWithFlags(&fzEvent26859_7, cudaEventDefault);
if (fzErr26859_8) {}
float *fzHost26859_9;
cudaMallocManaged((void **)&fzHost26859_9, n * sizeof(float));
float *fzDev26859_10;
cudaMallocAsync((void **)&fzDev26859_10, 1024, (n > 2 ? fzStream26859_1 : fzStream26859_4));
float fzHost26859_11Stack[256];
float *fzHost26859_11 = fzHost26859_11Sta