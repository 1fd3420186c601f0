// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// Legacy-stream work that a cudaDeviceSynchronize separates from all of a blocking stream's
// work (set-up before its first work, a result copy after its last, no loop around both)
// cannot run while that work is in flight: the stream is not reported for it (issue 15; real
// code: NVIDIA/multi-gpu-programming-models@9a600f5 single_gpu/jacobi.cu:208).

__global__ void kernel(float *p) {}

// ---- negative cases ----------------------------------------------------------------ceSynchronize that follows the call.
static void solve(float *d, float *e) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreate(&t);
  kernel<<<1, 32, 0, : stream 's' is created blocking, so its work and the work on the lif (fzErr25459_6) {}
cudaGraphExecDestroy(fzExec25459_5);
cudaGraphDestroy(fzGraph25459_4);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzHost25459_7;
cudaMallocManaged((void **)&fzHost25459_7, 0);
cudaStream_t fzStream25459_8;
(void)cudaStreamCreateWithFlags(&oat *fzHost25459_7;
cudaMallocManaged((void **)&fzHost25459_7, 0);
cudaStream_t fzStream25459_8;
(void)cudaStreamCreateWithFlags(&fzStream25459_8, 0);
{ int n = 4;
cudaStream_t fzStream44438_0;
cudaStreamCreateWithPriority(&fzStream44438_0, cudaStreamNonBlocking, -1);
float *fzHost44438_1 = (float *28192_3) {}
}
}

// A stream732_0;
cudaMallocAsync((void **)&fzDev73732_0, (1 << 20), fzStream73732_1);
}
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent73732_2;
if (cudaEventCreateWithFlags(&fzEvent73  cudaStreamCreate(&s);
  // CHEC#-MESSAGES: :[[@LINE-1]]:3: warning: stream 's' is created blocking, so its work
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: 'cudaMemset' runs on the legacy default stream here
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: create 's' with cudaStreamNonBlocking
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  for (int i = 0; i < iters; ++i) {
    cudaDeviceSynchronize();
    cudaMemset(d, 0, n);
    cudaDeviceSynchronize();
    kernel<<<1, 32, 0, s>>>(d);
    kernel<<<1, 32, 0, t>>>(e);
  }
}
