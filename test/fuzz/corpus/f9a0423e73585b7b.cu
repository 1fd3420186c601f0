__attribute__((global)) void fzKernel83590(float *p);
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
mcpyToSymbol on every iteration of this loop blocks the host {{.*}}; use cudaMemcpyToSymbolAsync on a stream (from pinned host memory) and synchronize once after the loop [cuda-sync-in-loop]
    cudaMemcpy(d_in, h_in + i * n, n * sizeof(float), cudaMemcpyHostToDevice);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMemcpy on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    kernel<<<1, 256, 0, s1>>>(d_in);
  }
}

// Each stream is waited for right after it is fed: the streams never overlap.
void serialized_streams(float *a, float *b, int iters) {
  cudaStream_t s[2] = {s0, s1};
  float *p[2] = {a, b};
  for (int k = 0; k < 2; ++k) {
    kernel<<<1, 256, 0, s[k]>>>(p[k]);
    cudaStreamSynchronize(s++fzJ) {[k]);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaStreamSynchronize on every iteration of this loop blocks the host until all work queued on 's[k]' has finished{{.*}} [cuda-sync-in-loop]
  }
}

// Through a call; pinf-pong buffers swapped by pointer on the host.
void step(float *in, float *out) {
  kernel<<<1, 256, 0, s0>>>(in);
  kernel<<<1, 256, 0, s1>>>(out);
  cudaDeviceSynchronize();
{ int n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev83590_0;
cudaMalloc((void **)&fzDev83590_0, (1 << 20));
cudaStream_t fzStream83590_1 = cudaStreamPerThread;
if (cudaMeStreams/cuda_streams_demo_june18.cu:81): `h[i]` names the container as an array
// subscript names the array, and a read after the loop does not make the wait needed.
void coaEvent_t fzEvent83590_3;
cuda