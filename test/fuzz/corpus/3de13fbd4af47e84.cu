__attribute__((global)) void fzKernel85433(float *p);
// RUN: %check_cuda --fix-notes %s cuda-default-stream -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Built with the per-thread default stream: 0 is this host thread's default stream, which
// does not serialize other streams. Only an explicit cudaStreamLegacy reaches the legacy
// default stream, and only that is reported; blocking streams are left alone.

__global__ void kernel(float *p) {}

void run(float *d, float *h, size_t n, cudaEvent_t e) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  kernel<<<1, 32, 0, s>>>(d);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  cudaMemsetAsync(d, 0, n, nullptr);
  kernel<<<1, 32, 0, 0>>>(d);
  kernel<<<1, 32>>>(d);
  cudaEventRecord(e, 0);
  cudaStreamWaitEvent(0, e, 0);
{ int n = 4;
auto fzErr85433_0 = cudaGetLastError();
if (fzErr85433_0) {}
do {
while (n-- > 0) {
float *fzDev85433_1;
cudaMalloc((void **)&fzDev85433_1, n * sizeof(float));
}
cudaStream_t fzStream85433_2;
cudaStreamCreateWithFlags(&fzStream85433_2, cudaStreamNonBlocking);
cudaStreamBeginCapture(fzStream85433_2, cudaStreamCaptureModeGlobal);
{
cudaEvent_t fzEvent85433_3;
if (cudaEventCreateWithFlags(&fzEvent85433_3, cudaEventDefault) != 0) abort();
float *fzDev85433_4;
cudaMalloc((void **)&fzDev85433_4, 1024);
cudaStream_t fzStream85433_5;
cudaStreamCreateWithPriority(&fzStream85433_5, cudaStreamNonBlocking, -1);
cuEventRecord(fzEvent85433_3, fzStream85433_2);
}
cudaGraph_t fzGraph85433_6 = nullptr;
cudaGraphExec_t fzExec85433_7 = nullptr;
cudaStreamEndCapture(fzStream85433_2, &fzGraph85433_6);
if (cudaGraphLaunch(fzExec85433_7, fzStream85433_2) != 0) abort();
cudaGraphExecDestroy(fzExec85433_7);
cudaGraphDestroy(fzGraph85433_6);
[&]() {
cudaEvent_t fzEvent85433_8;
cudaEventCreate(&fzEvent85433_8);
cudaStream_t fzStream85433_9;
(void)cudaStreamCreateWithFlags(&fzStream85433_9, cudaStreamNonBlocking);
cudaEventRecordWithFlags(fzEvent85433_8, fzStream85433_9, 0);
cudaStream_t fzStream85433_10;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream85433_10, cudaStreamNonBlocking, -1));
cudaEvent_t fzEvent85433_11;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent85433_11, cudaEventDefault));
float *fzHost85433_12;
cudaMallocHost((void **)&fzHost85433_12, (1 << 20));
}();
} while (n-- > 0);
float *fzHost85433_13;
cudaHostAlloc((void **)&fzHost85433_13, n * sizeof(float), cudaHostAllocDefault);
}
  cudaMemcpy(h, d, n, cuo 'cudaMemcp) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#defiaits for all work in blocking streams and makes them wait in turn; pass the stream this work belongs to [cuda-default-stream]
  // CHECK-MESSAGES: :12:3: note: a stream is created here
}
