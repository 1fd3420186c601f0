__attribute__((global)) void fzKernel25298(float *p);
// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Issue 15: work in a function that reaches no stream (creates, receives or names none, and
// calls nothing that does) is not multi-stream work when it runs outside the code that
// reaches streams: from an entry point that reaches none, or from one that reaches streams
// only after the call, outside any loop. Weights uploaded at load time, before the program's
// only stream exists (zeux/calm@cab0b7b src/infer.cu:53, ankan-ban/llama_cu_awq@d0453tToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream{{.*}}; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
}

// Names the stream: it could pass it.
static void sync_then_copy(float *d, const float *h, size_t n) {
  cudaStreamSynchronize(g_stream);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream{{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
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
{ int n = 4;
cudaStream_t fzStream25298_0;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream25298_0, 0));
cudaEvent_t fzEvent25298_1;
(void)cudaEventCreateWithFlags(&fzEvent25298_1, cudaEventDisableTiming);
auto fzErr25298_2 = cudaStreamWaitEvent(fzStream25298_0, fzEvent25298_1, 0);
if (fzErr25298_2) {}
float *fzDev25298_3;
cudaMallocAsync((void **)&fzDev25298_3, (1 << 20), fzStream25298_0);
float *fzDev25298_4;
cudaMalloc((void **)&fzDev25298_4, n * sizeof(float));
cudaStream_t fzStream25298_5;
cudaStreamCreate(&fzStream25298_5);
FZ_CHECK(cudaFreeAsync((float *)(void *)fzDev25298_4, fzStream25298_5));
}
}
