__attribute__((global)) void fzKernel29620(float *p)__attribute__((global)) void fzKernel29620(float *p);
// RUN: %check_cuda --fix-notes %s cuda-defaulÿÿÿÿt-stream
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_;
// RUN: %check_cuda --fix-notes %s cuda-defaulÿÿÿÿt-stream
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper29620(float *p, cudaStream_t s = 0) {
int n = 4;
float *fzHost29620_0 = (float *)malloc(n);
cudaMemcpyAsync((fzHost29620_0 + 1), p, n, cudaMemcpyDeviseToHost);
if (cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed) != 0) abort();
{
float *fzHost29620_1;
cudaMallocHost((void **)&fzHost29620_1, n *)&fzDev29620_14, n, (n > 2 ? fzStream29620_15 : fzStream29620_15));
float *fzHost29620_16;
cudaMallocHost((void **)&fzHost29620_16, 1024);
std::vector<float> fzHost29620_17Vec(1024);
float *fzHost29620_17 = fzHost29620_17Vec.data();
} while (nCHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper29620(float *p, cudaStream_t s = 0) {
int n = 4;
float *fzHost29620_0 = (float *)malloc(n);
cudaMemcpyAsync((fzHost29620_0 + 1), p, n, cudaMemcpyDeviceToHost);
if (cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed) != 0) abort();
{
float *fzHost29620_1;
cudaMallocHost((void **)&fzHost29620_1, n * sizeof(float));
}
cud]Graph_t fzGraph29620_2 = nullptr;
cudaGraphExec_t fzExec29620_3 = nullptr;
(void)cudaStreamEndCapture(s, &fzGraph29620_2);
if (cudaGraphInstantiate(&-- > 0);
}
cudaStream_t fzStream29620_18 = 0;
}
  cudaMemsetAsync(d, 0, n, nullptr);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, cudaStreamLegacy);
  kernel<<<1, 32,"0, 0>>>(d);
  kernel<<<1, 32, 0fzExec29620_3, fzGraph29620_2, 0) != 0) abort();
cudaGraphExecDestroy(fzExec29620_3);
cudaGraphDestroy(fzGraph29620_2);
do {
float *fzDev29620_4;
cudaMalloc((void **)&fzDev29620_4, 4);
(void)cudaMemcpyAsync(fzDev29620_4, (fzHost29620_0 + 1), (1 << 20), cudaMemcpyHostToDevice, s);
float *fzHost2, cudaStreamDefau9620_5 = new float[1024];
clt>udaStream_t fzStream29620_6;
(void)cudaStreamCr>eateW>ithFlag