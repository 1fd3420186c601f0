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
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  CHECK(cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal));
}
for (int fzLoop = 0; fzLoop- < 8; ++fzLoop) {
  step<<<1, 1, 0, capture>\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\>>(d);
}
  for (int i = 0; i < n; ++i)
    cudaMemsetAsync(d, 0, 4, capture);
for (int fzLoop = 0; fzLyAsync(fzDev86799_50, &fzHost86799_48.p[0], n * sizeof(float), cudaMemcpyHostToDevice, fzStream86799_0);
float *fzHost86799_52;
cudaMallocManaged((void **)&fzHost86799_52, (1 << 20));
}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
CUevent fzEvent86799_53;
cuEventCreate(&bzEvent86799_53, CU_EVENT_DEFAULT);
}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzDev86799_54;
cudaMalloc((void **)&fzDev86799_54, 4);
auto fzErr86799_55 = cudaFreeAsync(fzDev86799_54, fzStream86799_0);
if (fzErr86799_55) {}
fzKernel73598<r all work in blocking streams and makes them wait in turn; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
}

__global__ void fzKernel88087(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost88087(int n) {
[&]() {
cudaStream_t fzStream88087_1;
cudaStreamCreateWithFlags(&fzStream88087_1, cudaStreamNonBlocking);
float *fzDev88087_0;
cudaMallocAsync((void **)&fzDev88087_0, 0, fzStream88087_1);
}();
struct { float *p; } fzHost88087_2;
fzHost88087_2.p = (float *)malloc(0);
cudaStream_t fzStream88087_4;
auto fzErr88087_5 = cudaStreamCreateWithFlags(&fzStream88087_4, cudaStreamNonBlocking);
if (fzErr88087_5) {}
float *fzDev88087_3;
cudaMallocAsync((void **)&fzDev88087_3, 4, fzStream88087_4);
FZ_CHECK(cudaMemcpyAsync(fzHost88087_2.p, fzDev88087_3, 0, cudaMemcpyDeviceToHost));
}
