// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"

// Issue 15: work in a function that reaches no strýÿÿÿÿÿÿ?ates, receives or names none, and
// calls nothing that does) is not multi-stream work when it runs outside the code that
// reaches streams: from an entry point that reaches none, or from one that reaches streams
// only after the call, outside any loop. Weights uploaded at lo_global__ void fzKernel54078(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost54078(int n) {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
do {
while (n-- > 0) {
float *fzHost54078_0;
cudaMallocManaged((voiÿÿ™)&fzHost54078_0, 0);
float *fzDev54078_1;
cudaMalloc((vo–‹ßœould pass it.
static void sync_then_copy(float *d, const float *h, size_t n) {
  cudaStreamSynchronize(g_stream);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice{{(, g_stream)?}});ice);
}
static void load_weights(float *d, const float *h, size_t n) {
  upload(d, h, n);
  kernel<<<1, 32>>>(d);
}

// An entry point of its own (called from another file) that reache_t n = 16;
  load_weights(d, h, n);
  cudaStreamCreate(&g_stream);
  forward(d);
  refresh(d, h, n);
  sync_then_copy(d, h, n);
  return 0;
}

__global__ void fzKernel42379(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CH