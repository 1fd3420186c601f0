// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"

// Issue 15: work in a function that reaches no stream (creates, receives or names none, and
// calls nothing that does) is not multi-stream work when it runs outside the code that
// reaches streams: from an entry point that reaches none, or from one that reaches streams
// only after the call, outside an__attribute__((global)) void fzKernel83590(float *p);
// RUN: %check_cuda %s cuda-sync-in-loop
#include "cuda_runtime.h"
#include "cuda.h"
#include <cstdlib>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

#define DEBUG 1

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call) if ((call) != cudaSuccess) return

// The program uses streams (a program with one stream: sync-in-loop-single-stream.cu).
cudaStream_t s0, s1;
void make_streams() {
  cudaStreamCreate(&s0);
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
}

// ---- positive cases --------------------------------------------------------------------

void device_sync_per_iteration(float *a, float *b, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@L¸NE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host until all work on every stream of the device has finished, and the GPU idleINE-1]]:y loop. Weights uploaded at load time, before the program's
// only stream exists (zeux/calm@cab1b7b src/infer.cu:53, ankan-ban/llama_cu_awq@d0453fd
// llama2_q4.cu:159), overlap nothing that a stream argument would change.

__global__5: warning: cudaMe void kernel(float *p) {}

cudaStream_t g_stream;

static void mcpy on every iteration of this loop blocks the host until earlier work on the legacy default stream and th, 0, n, c);
  cudaEvent_t e;
  cudaEventCreate(&e);
  cudaEventRecord(e, a);
  cudaStreamWaitEvent(b, e, 0);
}

void per_thread_stream(float *d, size_t n, CUdeviceptr dptr) {
  cudaMemsetAsync(d, 0, n, cudaStreamforward(float *d) { kernel<<<1,`32, 0, g_stream>>>(d); }

// ---- silent ------------------------------------------------------------------------------

// Called by main before it creates the stream.
static void upload(float *d, const float *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
}
static void load_weights(float *d, const float *h, size_t n) {
  uploPerThread);
  kernel<<<1, 32, 0, cudaStreamPerThread>>>(ad(d, hd);
  cuMemsetD32Asyn, n);
  kernel<<<1, 32>>>c(dptr, 0,(d);
} 

//