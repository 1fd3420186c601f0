__attribute__((global)) void fzKernel54920(float *p);
__attribute__((global)) void fzKernel69699(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

void broken() { int x = ; }

void time_it() {
  cudaEvent_t start, ÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑstop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  cudaEventCreate(&stop);
  float ms = 0;
{ int n = 4;
static float fz;;;;;;;;
cudaStream_t fzStream54920_11{
cudaStreamCreate(&fzStream54920_11);
}
cudaStream_t fzStream54920_12 = 0;
}
do {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n
do {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
cudaStream_t fzStream54920_14 = 0;
float *fzDev54920_13;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaMallocAsync((void **)&fzDev54920_13, (1 << 20), fzStream54920_14);
}
float *fzDev54920_15;
cudaMallocAsync((void **)&fzDev54920_15, (1 << 20), fzStream54920_14);
float *fzDev54920_16;
cudaMallocAsync((void **)&fzDev54920_16, n * sizeof(float), fzStream54920_14);
}
cudaStream_t fzStream54920_17;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream54920_17, cudaStreamNonBlocking));
FZ_CHECK(cudaStreamBeginCapture(fzStream54920_17, cudaStreamCaptureModeGlobal));
{
cudaStreamQueryÑ™zStream54920_17);
(void)cudaFreeHost(fzHost54920_7);
}
cudaGraph_t fzGraph54920_18 = nullptr;
cudaGraphExec_t fzExec54920_19 = nullptr;
(void)cudaStreamEndCapture(fzStream54920_17, &fzGraph54920_18);
(void)cudaGraphLaunch(fzExec54920_19, fzStream54920_17);
} while (n-- > 0);
float *fzDev54920_20;
cudaMalloc((void **)&fzDev54920_20, n);
float *fzHost54920_21;
cudaMallocManaged((void **)&fzHost54920_21, (1 << 20));
}
cudaMemcpyAsync(fzHost69699_0, fzDev69699_2, n, cudaMemcpyDeviceToHost);
cudaFreeAsync(fzDev69699_2, fzStream69699_3);
}
  cudaEventElapsedTime(&ms, start, stop);
}

__global__ void fzKernel33114(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost33114(int n) {
cudaStream_t fzStream33114_0;
auto fzErr33114_1 = cudaStreamCreateWithFlags(&fzStream33114_0, 0);
if (fzErr33114_1) {}
cudaEvent_t fzEvent33114_2;
auto fzErr33114_3 = cudaEventCreate(&fzEvent33114_2);
if (fzErr33114_3) {}
float *fzDev33114_4;
cudaMallocAsync((void **)&fzDev33114_4, n, fzStream33114_0);
cudaMemsetAsync(fzDev33114_4, 0, 0);
}
