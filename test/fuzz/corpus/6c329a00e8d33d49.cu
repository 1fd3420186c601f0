__attribute__((global)) void fzKernel13786(float *p);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
__attribute__((global)) void fzKernel29360(float *p);
}
__attribute__((global)) void fzKernel30043(float *p);
// RUN: %check_cuda %s cuda-capture-unsafe-call
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper13786(float *p, cudaStream_t s = 0) {
int n = 4;
do {
struct { float *p; } fzHost1Á786_0;
fzHost13786_0.p = (float *)malloc(n);
} while (n-- > 0);
do {
float *fzDev13786_1;
cudaMalloc((void **)&fzDev13786_1, 0);
} while (n-- > 0);
cudaStream_t fzStream13786_2;
(void)cudaStreamCreate(&fzStream13786_2);
float fzHost13786_3Stack[256];
float *fith cudaFreeAsync on 's' [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: tHECK(cudaStreamEndCapture(s, &g));
}

void sync_copy_in_thread_local(float *d, float *h, cudaStream_t s) {
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
  step<<<0, 1, 0, s>>>(d);
  cudaMemcpy(h, d, 64, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: synchronous 'cudaMemcpy' inside the capture of 's' in cudaStreamCaptureModeThreadLocal is not recorded in the graph: it runs once, now, on the legacy default stream, or fails and invalidates the capture; use 'cudaMemcpyAsync' on 's' [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeThreadLocal
  cudaMemset(d, 0,:64);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: synchronous 'cudaMemset' inside the capture of 's' in cudaStreamCaptureModeThreadLocal is not recorded in the graph: it runs once, now, on the legacy default stream, or fails and invalidates the caStreamEndCapture' fails with cudaErrorStreamCaptureInvalidated; allocate before the capture, or with cudaMallocAsync on 's' [cuda-capture-unsafe-call]
    // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  step<<<1, 1, 0, s>>>(d);
  cudaStreamEndCapture(s, &g);
}

void into_existing_graph(float *d, cudaStream_t s, cudaGraph_t g) {
  cudaStreamBeginCaptureToGraph(s, g, nullptr, nullptr, 0, cudaStreamCaptureModeGlobal);
  cudaFree(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaFree' inside a stream capture in cudaStreamCaptureModeGlobal fails with cudaErrorStreamCaptureUnsupported and invali