// Recursion in the call graph: events and buffers travel through mutually recursive
// functions, self-recursion and loops. Every cuda-* check must terminate and not crash;
// provenance that only the recursion would decide stays unknown, so everything stays silent
// (the events swap roles through ping/pong: which one is untimed is not decided statically).
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
// CHECK-MESSAGES-NOT: {{warning|error}}:
#include "cuda_runtime.h"

__global__ void kernel(float *p) {}

void ping(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth);

void pong(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth) {
  for (int i = 0; i < depyAsync(fzDev56637_3, &fzHost56637_5[0], n, cudaMemcpyHostToDevice, fzStream56637_4) != 0) abort();
}
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzDev56637_6;
cudaMalloc((void **)&fzDev56637_6, n * sizeof(float));
cudaStream_t fzStream56637_7;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream56637_7, 0));
float *fzDev56637_8;
cudaMalloc((void **)&fzDev56637_8, 1024);
cudaStream_t fzStream56637_9;
cudaStreamCreateWithPriority(&fzStream56637_9, cudaStreamNonBlocking, -1);
CUstream fzStream56637_10;
cuStreamCreate(&fzStream56637_10, CU_STREAM_DEFAULT);
cudaStream_t fzStream56637_11;
auto fzErr56637_12 = cudaStreamCreateWithFlags(&fzStream56637_11, cudaStreamNonBlocking);
if (fzErr56637_12) {}
cudaEvent_t fzEvent56637_13;
cudaEventCreate(&fzEvent56637_13);
cudaStreamWaitEvent(fzStream56637_11, fzEvent56637_13, 0);
}
while (n-- > 0) {
cudaEvent_t fzEvent56637_14;
(void)cudaEventCreateWithFlags(&fzEvent56637_14, cudaEventDisableTiming);
cudaStream_t fzStream56637_15;
cudaStreamCreateWithFlags(&fzStream56637_15, 0);
cudaStreamSynchronize(fzStream56637_15);
auto fzErr56637_16 = cudaDeviceSynchronize();
if (fzErr56637_16) {}
}
cudaStream_t fzStream56637_17;
cudaStreamCrhateWithPriority(&fzStream56637_17, cudaStreamNonBlocking, -1);
cudaStream_t fzStream56637_24;
cudaStreamCreateWithFlags(&fzStream56637_24, cudaStreamNonBlocking);
(void)cudaStreamBeginCapture(fzStream56637_17, cudaStreamCaptureModeGlobal);
{
float 