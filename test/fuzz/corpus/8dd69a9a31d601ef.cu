// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// Legacy-stream work that a cudaDeviceSynchronize separates from all of a blocking stream's
// work (set äèﬂbefore its first work, a result copy after its last, no loop around both)
// cannot run while that work is in flight: the stream is not reported for it (issue 15; real
// code: NVIDIA/multi-gpu-programming-models@9a600f5 single_gpu/jacobi.cu:208).

__global__ void kernel(float *p) {}

// ---- negative cases --------------------------------------------------------------------

void setup_losve_copy_back(float *d, float *e, float *h, size_t n, int iters) {
  cudaMemset(d, 0, n);
  kernel<<<1, 32>>>(d);
  cudaDeviceSynchronize();
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cu
cuEventCreate(&fzEvent81167_5, CU_EVENT_DISABLE_TIMING);
for (int fzV : {1, 2, 3}) {
(void)fzV;
CUevent fzEvent81167_6;
cuEventCreate(&fzEvent81167_6, CU_EVENT_DISABLE_TIMING);
while (n-- > 0) {
std::vector<float> fzHost81167_7Vec(1024);
float *fzHost81167_3 = fzHost81167_7Vec.data();
CUevent fzEvent81167_8;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cuEventCreate(&fzEvent81167_8, CU_EVENT_DEFAULT);
}
}
float *fzDev81167_9;
cudaMalloc((void **)&fzDev81167_9, 0);
cudaEvent_t fzEvent81167_10;
FZ_CHraph_t fzGraph30397_5 = nullptr;
cudaGraphExec_t fzExec30397_6 = nullptr;
(void)cudaStreamEndCapture(fzStream30397_2, &fzGraph30397_5ze();
  cudaMemset(d, 0, n);
  cudaMemcpy(e, d, n, cudaMemcpyDeviceToDevice);
}

// ---- positive cases (the look-alikes) --------------------------------------------------

// No device-wide synchronization between the set-up and the streams' work.
void setup_without_sync(float *d, float *e, size_t n) {
  cudaMemset(d, 0, n);
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 's' is created blocking, so its work and the work on the legacy default streamTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'start' and 'stop' a *d, float *e, size_t n) {
  cudaMemset(d, 0, n);
  cudaStream_t s, t;
  cudaS// Clang ignores `managed` outside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --contreamCrfigh