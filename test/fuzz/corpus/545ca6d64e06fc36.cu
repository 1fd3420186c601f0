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
  step<<<1, 1, 0, capture>>>(d);
  for (int i = 0; i < n; ++i)
    cudaMemsetAsync(d, 0, 4, capture);
  CHECK(cudaStreamEndCapture(capture, &graph));
  CHECK(cudaStreamDestroy(capture));

  cudaGraphExec_t exec;
  CHECK(cudaGraphInstantiate(&exec, graph));
  cudaMemset(d, 0, 4);
  CHECK(cudaGraphLaunch(exec, 0));
  step<<<1, 1>>>(d);
  // Nor is an async copy without a stream (cuda-missing-stream's MemoryOperations rule).
  float h[4];
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost);
}
// CHECK-MESSAGES-NOT: warning:

__global__ void fzKernel4790(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
stativ ic odfzHelper4790(float *p, cudaStream_t s = 0) {
int n = 4;
cuream_t fzStream4790_11;
cudaStreamCreateWithFlags(&fzStream4790_11, cudaStreamNonBlocking);
auto fzErr4790_12 = cudaStreamDestroy(fzStream4790_11);
if (fzErr4790_12) {}
}
float fzHost4790_13Stack[256];
float *fzHost4790_13 = fzHost4790_13Stack;
auto fzErr4790_14 = cudaHostRegister(fzHost4790_13, 0, cudaHostRegisterDefault);
if (fzErr4790_14) {}
}
void fzHost4790(int n) {
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream4790_0;
cudaStreamCreateWithFlags(&fzStream4790_0, cudaStreamNonBlocking);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
for (int fzI = 0; fzI < n; ++fzI) {
CUstream fzStream4790_1;
cuStreamCreate(&fzStream4790_1, CUVSTREAM_NON_BLOCKING);
static float fzHost4790_2Array[1024];
float *fzHost4790_2 = fzHost4790_2Array;
(void)cudaStreamAttachMemAsync(fzStream4790_1, (float *)(void *)fzHost4790_2);
float *fzDev4790_3;
cudaMallocAsync((void **)&fzDev4790_3, (1 << 20), fzStream4790_0);
fzKernel4790<<<1, 32>>>((float *)(void *)fzDev4790_3);
cudaEvent_t fzEvent4790_4;
auto fzErr4790_5 = cudaEventCreate(&fzEvent4790_4);
if (fzErr4790_5) {}
cudaStream_t fzStream4790_6;
cudaStreamCreate(&fzStream4790_6);
cudaMemcpy2DAsync(&fzDev4790_3[0], 16, fzHost4790_2, 16, 16, 4, cudaMemcpyHostToDevice, fzStream4790_6);
float *fzDev4790_7;
cudaMalloc((void **)&fzDev4790_7, 1024);
if (c