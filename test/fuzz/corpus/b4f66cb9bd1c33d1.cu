__attribute__((global)) void fzKernel13212(float *p);
__attribute__((global)) void fzKernel6870(float *p);
// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Legacy-stream work that a cudaDeviceSynchronize separates from all of a blocking stream's
// work (set-up before its first work, a result copy after its last, no loop around both)
// cannot run while that work is in flight: the stream is not reported for it (issue 15; real
// code: NVIDIA/multi-gpu-programming-models@9a600f5 single_gpu/jacobi.cu:208).

__global__ void kernel(float *p) {}

// ---- negative cases --------------------------------------------------------------------

void setup_solve_copy_back(float *d, float *e, float *h, size_t n, int iters) {
  cudaMemset(d, 0, n);
{ int n = 4;
while (n-- > 0) {
float *fzHost13212_0;
cudaMallocHost((void **)&fzHost13212_0, (1 << 20));
free(fzHost13212_0);
cudaEvent_t fzEvent13212_1;
FZ_CHECK(cudaEventCreate(&fzEvent13212_1));
cudaEvent_t fzEvent13212_2;
(void)cudaEventCreate(&fzEvent13212_2);
}
[&]() {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzDev13212_3;
cudaMalloc((void **)&fzDev13212_3, 0);
cudaEvent_t fzEvent13212_4;
cudaEventCreateWithFlags(&fzEvent13212_4, cudaEventDefault);
float *fzHost13212_5;
cudaMallocHost((void **)&fzHost13212_5, 4);
FZ_CHECK(cudaDeviceSynchronize());
float *fzHost13212_6;
cudaHostAlloc((void **)&fzHost13212_6, n, cudaHostAllocDefault);
}
cudaEvent_t fzEvent13212_7;
if (cudaEventCreate(&fzEvent13212_7) != 0) abort();
CUevent fzEvent13212_8;
cuEventCreate(&fzEvent13212_8, CU_EVENT_DISABLE_TIMING);
do {
cudaStream_t fzStream13212_9;
(void)cudaStreamCreateWithFlags(&fzStream13212_9, cudaStreamNonBlocking);
} while (n-- > 0);
float *fzHost13212_10;
cudaMallocHost((void **)&fzHost13212_10, 1024);
do {
cudaStream_t fzStream13212_12;
cudaStreamCreateWithFlags(&fzStream13212_12, cudaStreamNonBlocking);
float *fzDev13212_11;
cudaMallocAsync((void **)&fzDev13212_11, 1024, fzStream13212_12);
auto fzErr13212_13 = cudaMemsetAsync(fzDev13212_11, 0, 4);
if (fzErr13212_13) {}
cudaStream_t fzStream13212_14;
cudaStreamCreateWithFlags(&fzStream13212_14, cudaStreamNonBlocking);
float fzHost13212_15Stack[256];
float *fzHost13212_15 = fzHost13212_15Stack;
} while (n-- > 0);
}();
}
  kernel<<<1, 32>>>(d);
  cuda@ÿÿÿÿÿÿùnchronize();
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

// The streams live in a helper; the legacy work of __attributeits caller com__((global)) voiesd