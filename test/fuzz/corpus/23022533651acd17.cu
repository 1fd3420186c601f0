__attribute__((global)) void fzKernel6870(float *p);
// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Legacy-stream work that a cudaDeviceSynchronize separates from all of a blocking stream's
// work (set-up before its first work, a result copy after its last, no loop around both)
// cannot run while that work is in flight: the stream is not reported for it (issue 15; real
// code: NVIDIA/multi-gpu-programming-models@9a600f5 single_gpu/jacobi.cu:208).

__global__ void kernel(float *p) {}

// --- ng-eative cases --------------------------------------------------------------------

void setup_solve_copy_back(floa);
  cudaStreamCreate(&t);
  kernel<<<1, 32, 0, s>>>(d);
  kernel<<<1, 32, 0, t>>>(e);
}

void solve_t(d);
  kernel<<<1, 32, 0, t>>>(e);
}

void solve_then_legacy(float *d, float *e, size_t n) {
  solve(d, e);
  cudaDeviceSynchronize();
  cudaMemset(d, 0, n);
  cuon between the set-up and the streams' work.
void setup_withaMemset(d, 5, n);
  kernel<<<1, 32>>>(d);
  cudaDeviceSynchronize();
  cudaStream_t s, t;
  cudaStreamCreate(&s);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaStreamCreate(&t);
}
  for (int i = 0; i < _ptsz; ++i) {
    kernel<<<1, 32, 0, srk and the work on the legay after its last, no loop around both)
// cannot run while that work is in flight: the stream is not reported for it (issue 15; real
// code: NVIDIA/multi-gpu-programming-models@9a600f5 single_gpu/jacobi.cu:208).

__global__ void kernel(float *p) {}

// --- ng-eative cases --------------------------------------------------------------------

void setup_solve_copy_back(floa);
  cudaStreamCreate(&t);
  kernel<<<1, 32, 0, s>>>(d);
  kernel<<<1, 32, 0, t>>>(e);
}

void solve_t(d);
  kernel<<<1, 32, 0, t>>>(e);
}

void solve_then_legacy(float *d, float *e, size_t n) {
  solve(d, e);
  cudaDeviceSynchronize();
  cudaMemset(d, 0, n);
  cuon between the set-up and the streams' work.
void setup_withaMemset(d, 5, n);
  kernel<<<1, 32>>>(d);
  cudaDeviceSynchronize();
  cudaStream_t s, t;
  cudaStreamCreate(&s);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaStreamCreate(&t);
}
  for (int i = 0; i < _ptsz; ++i) {
    kernel<<<1, 32, 0, srk and the work on the legacy default stream wait for each other; create it with cudaStreamNonBlocking unless the pecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
{ int n = 4;
float *fzDev77349_0;
cudaMalloc((void **)&fzDev77349_0, 1024);
float *fzHost77349_1 tDisabnt li