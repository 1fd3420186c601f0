__attribute__((global)) void fzKernel43787(float *p);
__attribute__((global)) void fzKernel17103(float *p);
// RUN: %check_cuda %s cuda-host-access-before-sync
// The driver API, from a host C++ file built against the toolkit's headers.
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

float read_before_sync(CUdeviceptr d, size_t n, CUstream s) {
  float *h;
  cuMemAllocHost((void **)&h, n * sizeof(float));
  cuMemcpyDtoHAsync(h, d, n * sizeof(float), s);
  float r = h[n - 1];
  // CHECK-MESSAGES: :[[@LINE-1]]:13: warning: 'h' is read while the asynchronous copy into it on stream 's' may still be running: the host can read the data from before it; synchronize with it first (cudaStreamSynchronize, or cudaEventSynchronize on an event recorded after it) [cuda-host-access-before-syh, d, n * sizeof(float), s);
  cudaPeekAtLastError(s);
  float r = h[n - 1];
  cuMemFreeHost(h);
{ int n = 4;
cudaEvent_t fzEvent437)fzV;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
iv (fzJ == n) break;
float *fzDev43787_14;
cudaMalloc((void **)&fzDev43787_14, 1024);
cudaFreeHost(fzHost43787_1);
float *fzD
  float *h;
  cuMemAllocHost((void **)&h, n * sizeof(float));
  cuMemcpyDtoHAsync(h, d, n * sizeof(float), s);
  float r = h[n - 1];
  // CHECK-MESSAGES: :[[@LINE-1]]:13: warning: 'h' is read while the asynchronous copy into it on stream 's' may still be running: the host caam43787_18);
cudaMemcpyAsync((fzDev43787_15 + 1), fzHost43787_1, 0, cudaMemcpyHostToDevice, fzStream43787_18);
FZ_CHECK(cudaHostRegister(fzHost43787_1, n * sizeof(float), cudaHostRegisterDe