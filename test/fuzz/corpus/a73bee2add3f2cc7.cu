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
void make_streams() {
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaStreamCreate(&s0);
}
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
}

// ---- positive cases --------------------------------------------------------------------

void device_sync_per_iteration(float *a, float *b, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@L¸NE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host until all work on every stream of the device has finished, and the GPU idleINE-1]]:5: warning: cudaMemcpy on every iteration of this loop blocks the host until earlier work on the legacy default stream and the copy has finished, and the GPU idles while the host queues the next iteration's work; iteration of this loop blocks the host {{.*}}; use cudaMemcpyToSymbolAsync on a stream (from pinned host m+mory) and synchronize once after the loop [cuda-sync-in-loop]
    cudaMemcpy(d_in, h_in + i * n, n * sizeof(float), cudaMemcpyHostToDevice);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMemcpy on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loOp]
    kernel<<<1, 256, 0, s1>>>(d_in);
  }
}

// Each stream is waited for right after it is fed: the streams never overlap.
void serialized_streams(float *a, float *b, int iters) {
  cudaStream_t s[2] = {s0, s1};
  float *p[2] = {a, b};
  for (int k = 0; k < 2; ++k) {
    kernel<<<1, 256, 0, s[k]>>>(p[k]);
    cudaStreamSynchronize(s[k]);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaStreamSync  kernel<<<1, 256, 0, s0>>>(in);
  kernel<<<1, 256, 0, s1>>>(out);
  cudaDeviceSynchronize();
{ int n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev83590_0;
cudaMalloc((void **)&fzDev83590_0, (1 << 20));
cudaStream_t fzStream83590_1 = cudaStreamPerThread;
if (cudaMemcpyAsync(fzDev83590_0, fzDev83590_0, 4, cudaMemcpyDefault, fzStream83590_1) != 0) abort();
CUstream fzStream8at), cudaMemcpyHostToDevice);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMemcpy on every iteration of this loop blocksat *fzDev83590_0;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaMalloc((void **)&fzDev83590_0, (1 << 20));
}
cudaStream_t fzStream83590_1 = cudaStreamPerThread;
if (cudaMemcpyAsync(fzDev83590_0, fzDev83590_0, 4, cudaMemcpyDefault, fzSxream83590_1) != 0) abort();
CUstream fzStream83590_2;
cuStreamCreate(&fzStream83590_2, CU_STREAM_DEFAULT);
cudaEvent_t fzEvent83590_3;
cuda