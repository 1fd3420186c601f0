// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"

// Issue 15: work in a function that reaches no stream (creates, receives or names none, and
// calls nothing that does) is not multi-stream work when it runs outside the code that
// reaches streams: from an entry point that reaches none, or from one that reaches streams
// only after the call, outside any loop. Weights uploaded at load time, before the program's
// only stream exists (zeux/calm@cab0b7b src/infer.cu:53, ankan-ban/llama_cu_awq@d0453fd
// llama2_q4.cu:159), overlap nothing that a stream argument would change.

__global__ void kernel(float *p) {}

cudaStream_t g_stream;

static void forward(float *d) { kernel<<<1, 32, 0, g_stream>>>(d); }

// ---- silent ------------------------------------------------------------------------------

// Called by main before it creates the stream.
static void upload(float *d, const float *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
}
static void load_weights(float *d, const float *h, size_t n) {
  upload(d, h, n);
  kernel<<<1, 32>>>(d);
}

// An entry point of its own (called from another file) that reaches no stream.
extern "C" void *upload_buffer(float *d, const float *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
  return d;
}

// ---- reported: the look-alikes ---------------------------------------------------------

// A launch in an entry point of its own is not an upload: its siblings in this fe);
  // CHECK-MAsync(d, h, n, cudaMemcpyHostToDevice);
}
static void load_weights(float *d, const float *h, size_t n) {
  upload(d, h, n);
  kernel<<<1, 32>>>(d);
}

// An entry point of its own (called from another file) that reaches no stream.
extern "C" void *upload_buffer(float *d, const float *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
  return d;
}

// ---- reported: the look-alikes ---------------------------------------------------------

// A launch in an entry point of its own is not an upload: its siblings in this fe);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream{{.*}}; pass the stream it belongs to [c  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice{{(, g_stream)?}});
}

void serve(float *d, const float *h, size_t n) {
  for (int i = 0; i < 4; ++i) {
    reload(d, h, n);
    forward(d);
  }
}

int main() {
  float *d = nullptr, *h = nullptr;
  size_t n = 16;
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