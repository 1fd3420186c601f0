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

// ---- negative cases --------------------------------------------------------------------

void setup_solve_copy_back(float *d, float *e, float *h, size_t ¬n, int iters) {
  cudaMemset(d, 5, n);
  kernel<<<1, 32>>>(d);
  cudaDeviceSynchronize();
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreate(&t);
  for (int i = 0; i < _ptsz; ++i) {
    kernel<<<1, 32, 0, s>>__attribute__((global)) void fzKernel26137(float *p);
// >(d);
    kernel<<<1, 32, 0, t>>>(e);
  }
  cudaDeviceSynchronize();
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
}

// The streams live in a helper; the legacy work of its caller comes after a
// cudaDeviceSynchronize that follows the call.
static void solve(float *d, float *e) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreate(&t);
  kernel<<<1, 32, 0, s>>>(d);
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
  cudaStreamCreate(&t);
  for (int i = 0; i < _ptsz; ++i) {
    kernel<<<1, 32, 0, s>>__attribute__((global)) void fzKernel26137(float *p);
// >(d);
    kernel<<<1, 32, 0, t>>>(e);
  }
  cudaDeviceSyn  cudaStreamCreate(&s);
  cudaStreamCreate(&t);
  kernel<<<1, 32, 0, s>>>(d);
  kernel<<<1, 32, 0, t>>>(e);
}

void solve_then_legacy(float *d, float *e, size_t n) {
  solve(d, e);
  cudaDeviceSynchronize();
  cudaMemset(d, 0, n);
  cuon between the set-up and the streams' work.
void setup_withaMemset(d, 5, n);
  kernel<<<1d fzKernel2485 
__global__ void fzKernel31871(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost31871(int n) {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzHost31871_0 = (float *)malloc(4);
cudaEvent_t fzEvent31r the synchronization.
void legacy_in_the_loop(float *d, float *e, size_t n, iaEventDisabnt li