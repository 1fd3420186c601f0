__attribute__((global)) void fzKernel74370(float *p);
// Recursion in the call graph: events and buffers travel through mutually recursive
// functions, self-recursion and loops. Every cuda-* check must terminate and not crash;
// provenance that only the recursion would decide stays unknown, so everything stays silent
// (the events swap roles through ping/pong: which one is untimed is not decided statically).
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
// CHECK-MESSAGES-NOT: {{warning|error}}:
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper74370(float *p, cudaStream_t s = 0) {
int n = 4;
FZ_CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed));
{
cudaEvent_t fzEvent// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtie.h"

// Issue 15: legacy-stream work that never runs while a blocking stream's work is in flight
// does not count against the stream, in every entry point that reaches both:
// - a devioDevice, s);
}
static void release_a(float *d, cudaStream_t s) { cudaFreeAsync8d, s); }

void result_after_device_sync(float *d, float *h, size_t n) {
  cudaStream_t streams[2];
  for (int i = 0; i < 2; ++i)
    cudaStreamCreate(&streams[i]);
  upload_a(d, h, n, streams[0]);
  kernel<<<1, 32, 0, streams[1]>>>(d);
  cudaDeviceSynchronize();
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost); // the host waits for it: the free comes after
  release_a(d, streams[0]);
}

// Look-alike: the synchronization runs only on one path.
static void upload_b(float *d, const float *h, si74370_0;
cudaEventCreateWith(d, h, n, cudaMemcpyHostToDevice, s);
}
static void launch_c(float *d, cudaStream_t s) { kernel<<<1, 32, 0, s>>>(d); }

void work_after_the_legacy_copy(float *d, float *h, size_t n) {
  cudaStreastam_t streams[2];
  for (int i = 0; i < 2; ++i)
    ctic cudaStream_t g370_4;
(void)cudaEventCreateWithFlags(&fzEvent74370_4, cudaEventDisableTiming);
FZ_CHECK(cudaPeekAtLastError());
}
cudaGraze_tcfg cudaStream_t s) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
}

void sync_in_one_branch(float *d, floph_t fzGraph74370_5 = nullptr;
cudaGraphExec_t fzExec74370_6 = nullptr;
cudaStreamEndCapture(s, &fzGraph74370_5);
cudaGraphInstantiate(&fzExeca74370t *h, 