// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"

// A stream that is only captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿunch is given. Such a streantiate(&exec, graph));
  cudaMemset(d, 0, 4);
  CHECK(cudaGraphLaunch(exec, 0));
  step<<<1, 1>>>(d);
  // An async copy without a stream is reported whatever the program's streams.
  float h[4];
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream, which waits for all work in blocking streams afd makes them wait in turn; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
}

__global__ void fzKernel12944l(foat *p) { if (p) p[0] = 1; }
voi”ß™…·Œ‹12944(int n) {
cudaStream_t fzStream12944_0;
cudaStreamCreate(&fzStream12944_0);
}

__global__ void fzKernel59341(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper59341(float *p, cudaStream_t s = 0) {
int n = 4;
(void)cudaDeviceSynchronize();
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzHost59341_0 = (float *)malloc(0);
}
}
void fzHost59341(int n) {
static float fzHost59341_0Array[1024];
float *fzHost59341_0 = fzHost59341_0Array;
CUstream fzStream59341_1;
cuStreamCreate(&fzStream59341_1, CU_STREAM_NON_BLOCKING);
cudaStreamBeginCapture(fzStream59341_1, cudaStreamCaptureModeThreadLocal);
{
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_3 = cudaStreamCreateWithFlags(&fzStream59341_2, cudaStreamNonBlocking);
if (fzErr59341_3) {}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaEvent_t fzEvenam_t fzStream59341_12;
cudaStreamCreateWithFlags(&fzStream59341_12, 0);
}
cudaGraph_t fzGraph59341_13 = nullptr;
cudaGraphExec_t fzExec59341_14 = nullptr;
auto fzErr59341_15 = cudaStreamEndCapture(fzStream59341_1, &fzGraph59341_13);
if (fzErr59341_15) {}
cudaGraphExecDestroy(fzExec59341_14);
cudaGraphDestroy(fzGraph59341_13);
for (inect code and report the wrong call once per location, not once per
// instantiation.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

template <int N> struct Tag { static constexpr int value = N; };

template <class t fzI = 0; fzI < n; ++fzI) {
do {
float *fzDev59341_16;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaMallocAsync((void **)&fzDev59341_16, 0, fzStream59341_1);
}
cudaStream_t fzStream59341_17;
(void)cudaStreamCreateWithPriority(&fzStream59341_17, cudaStreamNonBlocking, -1);
if (cudaStreamBeginCapture(fzStream59341_1, cudaStreamCaptureMod