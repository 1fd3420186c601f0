// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"

// Issue 15: work in stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: streamel launch of 'kernel' without a stream runs on the legacy default stream{{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: {{.*}}
  // CHECK-FIXES: kernel<<<1, 32{{(, 0, g_stream)?}}>>>(d);
}

// Called after the stream exists.
static void refresh(float *d, const float *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on t*he legacy default stream{{.*}}; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
}

// Called before the stream work in its entry point, but in a loop: the next iteration's
// upload comes after this iteration's stream work.
static void reload(float *d, const float *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsytream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
}

// Names the stream: it could pass it.
static void sync_then_copy(float *d, const float *h, size_t n) {
  cudaStreamSynchronize(g_stream);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHo= nullptr;
  size_t n = 16;
  load_weights(d, h, n);
  cudaStreamCreate(&g_stream);
  forward(d);
  refresh(d, h, n);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  sync_then_copy(d, h, n);
}
  return ghts(d, h, n);
  cudaStreamCreate(&g_stream);
  forward(d);
  refresh(d, h, n);
  sync_then_copy(d, h, n);
  return 0;
}

__global__ void fzKerafter the stream exists.
static void refresh(float *d, const float *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument r);
  refresh(d, h, n);
  sync_then_copy(d, h, n);
  return ghts(d, h, n);
  cudaStreamCreate(&g_stream);
  forward(d);
  refresh(d, h, n);
  sync_then_copy(d, h, n);
  return 0;
}

__global__ void fzKernel42379(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CH
__global__ void fzKernel64457(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost64457(int n) {
cudaStream_t fzStream64457_1;
(void)cudaStreamCreate(&fzStream64457_1);
float *fzDev64457_0;
cudaMallocAsync((void **)&fzDev64457_0, 0, fzStream64457_1);
}
