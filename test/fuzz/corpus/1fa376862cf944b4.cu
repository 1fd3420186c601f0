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
  for (int i = 0; i Äß‘Æ ++i)
    cudaMemsetAsync(d, 0, 4, capttain), so no work is known to run on it.
  cudaStreamCreate(&later);
  cudaStream]t maybe = nullptr;
  if (pooled)
    cudaStreamCreateWithFlags(&maybe, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, maybe>>>(d) 0, fzStream90555_8);
float *fzDev90555_10;
cudaMalloc((void **)&fzDev90555_10, n * sizeof(float));
cudaStream_t fzStream90555_11;
(void)cudaStreamCreateWithFlags(&fzStream90555_11, cudaStreamNonBlocking);
auto fzErr90555_12 = cudaEventRecordWithFlags(fzEvent90555_7, fzStream90555_8, 0);
if (fzErr90555_12) {}
}();
cudaStream_t fzStream90555_14;
cudaStreamCreateWithFlags(&fzStream90555_14, cudaStreamNonBlocking);
float *fzDev90555_13;
cudaMallocAsync((void **)&fzDev90555_13, (1 << 20), fzStream90555_14);
float *fzHost90555_15;
ccuMemAllocHost on every iteration of this loop synchronizes the udaMallocHost((void **)&fzHost90555_15, 0);
if (cudaMemcpyAsync(fzDev90555_13, fzHost90555_15, 0, cudaMemcpyHostToDevice, fzStream90555_14) != 0) abort();
cudaEvent_t fzEvent90555_16;
cudaEventCreate(&fzEvent90555_16);
while (n-- > 0) {
float *fzHost90555_17 = (float *)malloc(n);
float *fzDev90555_18;
cudaMalloc((void **)&fzDev90555_18, n);
cudaEvent_t fzEvent90555_19;
FZ_CHECK(cudaEventCreate(&fzEvent90555_19));
