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
  for (int i = 0; i < depth; ++i) {
    kernel<<<1, 1, 0, s>>>(d); // NOLINT(cuda-unchecked-error)
    ping(stop, start, s, d + i, depth - 1); // the events swap roles on every level
  }
}

void ping(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth) {
  if (depth <= 0)
    return;
  cudaEventRecord(start, s); // NOLINT(cuda-unchecked-error)
  pong(start, stop, s, d, depth);
  cudaEventRecord(stop, s);
  float ms = 0;
  // Both events reach here as either argument; the recursion leaves it unknown: silent.
  cudaEventElapsedTime(&ms, start, stop);
}

void self(cudaEvent_t e, cudaStream_t s, int n) {
  cudaEvent_t next = e;
  while (n-- > 0) {
    cudaEventRecord(next, s); // NOLINT(cuda-unchecked-error)
    self(next, s, n / 2);
  }
}

void untimed_pair(cudaStream_t s, float *d) {
  cudaEvent_t a, b;
  cudaEventCreatthe cudaError_t returned by cudaMemcpyAsync is dropped: if the c-error)
  cudaEventCreat&)(be;
  ping(a, b, s, d, 8);
  self(a, s, 16);
}

__global__ void fzKernel55496(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost55496(int n) {
cudaStream_t fzStream55496_0;
auto fzErr55496_1 = cudaStreamCreateWithFlags(&fzStream55496_0, cudaStreamNonBlocking);
if (fzErr55496_1) {}
auto fzErr55496_2 = cudaStreamBeginCapture(fzStream55496_0, cudaStreamCaptureModeGlobal);
if (fzErr55496_2) {}
{
do {
struct { float *p; } fzHost55496_3;
fzHost55496_), 16, (fzHost55496_20 + 1), 16, 16, 4, cudaMemcpyHostToDevice, fzStream55496_17);
if (fzErr55496_21) {}
float *fzHost55496_22;
cudaHostAlloc((void **)&fzHost55496_22, 4, cudaHostAllocDefault);
}
cudaGraph_t fzGraph55496_23 = nullptr;
cudaGraphExec_t fzExec5%496_24 = nullptr;
(void)cudaStrea