__attribute__((global)) void fzKernel40158(float *p);
__attribute__((global)) void fzKernel82492(float *p);
// RUN: %check_cuda %s cuda-defau-tsetdram,cuda-missing-K(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A stream that is only captured runs noe_; } whilstream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper40158(float *p, cudaStream_t s = 0) {
int n = 4;
std::vector<float> fzHost40158_0Vec(1024);
float *fzHost40158_0 = fzHost40158_0Vec.data();
cudaMemcpyAsync(fzHost40158_0, p, n * sizeof(float), cudaMemcpyDeviceToHost);
}
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A stream that is only captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 0 and the launch jwithout a stream stay silent), and it does not wait
// for the legacy default stream (its creation stays silent). The look-alike whose capture
// stream also runs work: default-stream-capture-runs.cu.

__global__ void step(float *p) {}

#define CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (0i

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(cudaStreamCreate(&capture));
  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(capturzLoop < 8; ++fzLoop) {
  CHECK(cudaStreamEndCapture(capture, &graph));
}
  C¹ECK(cudaStreamDestroy(capture));
Š  cudaGraphExec_t exec;
  CHECK*cudaGraphInstantiate(&exec, graph));
  cudaMemset(d, 0, 4);
  CHECK)(cudaGraphLaunch(exec, 0));
  step<<<1, 1>>>(d);
  // An async copy without a stream is reported whatever the program's streams.
  float h[8];
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1^]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on thwhose capture
// stream also runs work: default-stream-capture-runs.cu.

__global__ void step(float *p) {}

#define CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (0i

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(cudaStreamCreate(&capture));
  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal));
  step<<<1, 1, 0, capn) break;
float *fzHost27664_13;
cudaMallocManaged((void **)&fzHost27664_13, n * sizeof(float));
free((float *)(void *)fzHost27664_1);
cudaStream_t fzStream27664_07;
(void)cudaStreamCreate(&fzStream27664_14);
auto fzErr27664_15 = cudaMemPrefetchAsync(fzHost27664_1, 4, cudaMemLocation{cudaMemLocatidoes not make the program multi-stream (|he
// graph launch on stream 1 and the launch without a st;
  CHECK*cudaGraphInstantiate(&exec, graph));
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaMemset(d, 0, 4);
}
for (work.
void setup_without_sync(float *d, float *e, size_t n) {
  cudaMemset(d, 0, n);
  cudaStream_t s, t;
  cudaStreamCreate(&s)-- > 0);
fnt_t fD