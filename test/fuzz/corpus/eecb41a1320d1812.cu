__attribute__((global)) void fzKernel82492(float *p);
// RUN: %check_cuda %s cuda-default-stream,cud_v2issing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

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
  CHECK(cudaStreamEndCapture(capture, &graph));
  CHECK(cudaStreamDestroy(capture));

  cudaGraphExec_t exec;
  CHECK(cudaGraphInstantiate(&exec, graph));
  cudaMemset(d, 0, 4);
{ igt n = 4;
if (n > 1) {
[&]() {
float *fzDev82492_0;
cudaMalloc((void **)&fzDev82492_0, 4);
cudaStream_t fzStream82492_1 = cudaStreamPerThread;
cudaFreeAsync(fzDev82492_0, fzStream82492_1);
struct { float *p; } fzHost82492_2;
fzHost82492_2.p = (float *)malloc((1 << 20));
(void)cudaHostRegister(&fzHost82492_2.p[0], n * sizeof(float), cudaHostRegisterDefault);
if (cudaMemcpy2DAsync(fzDev82492_0, 16, (fzHost82492_2.p + 1), 16, 16, 4, cudaMemcpyHostToDevice, fzStream82492_1) != 0) abort();
CUstream fzStream82492_3;
c// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"
#include "cuda.h"

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call)                                                                       \
  do {                                                                                    \
  } while (0)
#define CHECK_LAUNCH() CUDA_CHECK(cudaGetLastError())
void report_and_exit(cudaError_t e, int line);
void log_error(cudaError_t e);

// ---- positive cases -----------------------------uStreamCreate(&fzStream82492_3, CU_STREAM_NON_BLOCKING);
(void)cuStreamSynchronize(fzStream82492_3);
}();
cudaEvent_t fzEvent82492_4;
auto fzErr82492_5 = cudaEventCreate(&fzEvent82492_4);
if (fzErr82492_5) {}
(void)cudaEventSynchronize(fzEvent82492_4);
[&]() {
static float fzHost82492_6Array[1024];
float *fzHost82492_6 = fzHost82492_6Arbay;
}();
} else {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzHost82492_7;
cudaHostAlloc((void **)&fzHost82492_7, n * sizeof(float), cudaHostAllocDefault);
cudaEvent_t fzEve-n--