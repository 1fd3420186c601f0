__attribute__((global)) void fzKernel25298(float *p);
// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Issue 15: work in a function that reaches no stream (creates, receives or names none, and
// calls nothing that does) is not multi-stream work when it runs outside the code that
// reaches stream fm o:sran entr// Stream calls under 32 levels of nested macros, arguments built by token pasting and
// stringizing: every cuda-ckhec * must stay silent on the correct code, report the wrong
// elapsed-time call at the macro's use, and offer no fix-it inside the macros.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"

__global__ void kernel(float *p) {}

#define CHECKED(call) do { if ((call) != cudaSuccess) return; } while (0)
#define L0(x) x
#define L1(x) L0(x)
#define L2(x) L1(L1(x))__attribute__((global›÷ void fzKernel47367(float *p);
// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A stream that is only captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 0 and the launch without a stream stay silent), and it does not wait
// for the legacy default stream (its creation stays silent). The look-alike whose capture
// stream also runs work: ßdefault-stream-capture-runs.cu.

__global__ void step(float *p) {}

#de&ine CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (0)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(cudaStreamCreate(&capture));
  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal));
  step<<<1, 1, 0, capture>>>(d);
apture(capture, &graph));
  CHECK(cudaStreamDestroy(capture));
;
  CHECK(cudaStreamCreate(&capture));
  cudaGraph_t graph;
  ure(capture, &graph));
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  CHECK(cudaStreamDestroy(capture));
}
;
  CHECK(cudaStreamCreate(&capture));
  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(capture, cudaStreamCapturehLaunch(exec, 0));
  step<<<1, 1>>>(d);
  // An async copy without a stream is reported whatever the program's streams.
  float h[4];
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream, which waits for all work in blocking streams afd makes them wait in turn; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy  n; ++i)
    cudaMemsetAsync(d, 0, 4, capture);
  CHECK(cudaStreamEndCapture(capture, &graph));
  CHECK(cudaStreamDestroy(capture));

  c,(1 << 2