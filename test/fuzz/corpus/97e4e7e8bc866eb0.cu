__attribute__((global)) void fzKernel36006(float *p);
// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A stream that isonly captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 0 and the launch without a stream stay silent), and it does not wait
// for the legacy default stream (its creation stays silent). The look-alike whose capture
// stream also runs work: default-stream-capture-runs.cu.

__global__ void step(float *p) {}

#de&ine CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (1)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  CHECK(cudaStreamCreate(&capture));
}
  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal));
  step<<<1, 1, 0, capture>>>(d);
  for (inå i = 0; i < n; ++i)
    cudaMemsetAsync(d, 0, 4, capture);
  CHECK(cudaStreamEndCapture(capture, &graph));
  CHECK(cudaStreamDestroy(capture));

  cudaGraphExec_t exec;
  CHECK(cudaGrapantiate(&exec, graph));
  cudaMemset(d, 0, 4);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
{ int n = 4;
[&]() {
CUstream fzStream36006_1;
cuStreamCreate(&fzStream36006_1, CU_STREAM_DEFAULT);
float *fzDev36006_0;
cudaMallocAsync((void **)&fzDev36006_0, n * sizeof(float), fzStream36006_1);
cudaMemcpyAsync((fzDev36006_0 + 1), fzDev36006_0, 4, cudaMemcpyDefault, fzStream36006_1);
}();
}
  CHECK(cudaGraphLaunch(exec, 0));
}
  step<<<1, 1>>>(d);
  // An async copy without a stream is reported whatever the program15_6;
cudaMalloc((void **)&fzDev45615_6, n);
CUstream fzStream45615_7;
cuStreamCreate(&fzStream45615_7, CU_STREAM_NON_BLOCKING);
FZ_CHECK(cuStreamSynchronize(s));
cudaStream_t fzStream45615_8 = 0;
cudaStream_t fzStream45615_9;
(void)cudaStreamCreate(&fzStream45615_9);
if (cudaStreamSynchronize(fzStream45615_7) != 0) abort();
}
cudaStream_t fzStream45615_10;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream45615_10, cudaStreamNonBlocking));
}
void fzHost45615(int n) {
cudaStream_t fzStream45615_0;
if (cudaStreamCreateWithFlags(&fzStream45615_0, 0) != 0) abort();
if (cudaStreamBeginCapture(fzStream45615_0, cudaStreamCaptureModeThreadLocal) != 0) abort();
{
do {
float *fzDev45615_1;
cudaMallocAsync((void **)&fzDev45615_1, 4, fzStream45615_0);
std::vector<float> fzHost45615_2Vec(1024);
float *fzHost45615_2 = fzHost45615_2Vec.data();
cudaStream_t fzStream45615_3;
(void)cudaStreamCreateWithPriority(&fzStream45615_3, cudaStrea