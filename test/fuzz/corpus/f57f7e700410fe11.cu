#include "cuda_runtime.h"
#include <cstdlib>

__global__ void scale(float *p) { p[threadIdx.x] *= 2.0f; }

// Sizes known at compile time: the plan carries them.
void known_sizes(cudaStream_t s, int iters) {
  float *host = static_cast<float *>(malloc(1 << 20));
  for (int i = 0; i < iters; ++i) {
    float *dev;
    cudaMalloc(&dev, 1 << 20); // NOLINT(cuda-unchecked-error)
    cudaMemcpyAsync(dev, host, 1 << 20, cudaMemcpyHostToDevice, s);
    scale<<<1, 256, 0, s>>>(dev);
    cudaFree(dev);
  }
  free(host);
}

// Sizes known only at run time: the findings stay, the plan leaves them out.
void runtime_sizes(cudaStream_t s, size_t bytes, int iters) {
  float *host = static_cast<float *>(malloc(bytes));
  for (int i = 0; i < iters; ++i) {
    float *dev;
    cudaMalloc(&dev, bytes); // NOLINT(cuda-unchecked-error)
    cudaMemcpyAsync(dev, host, bytes, cudaMemcpyHostToDevice, s);
    scale<<<1, 256, 0, s>>>(dev);
    cudaFree(dev);
  }
  free(host);
}

__global__ void fzKernel65976(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost65976(int n) {
do {
cudaEvent_t fzEvent65976_0;
auto fzErr65976_1 = cudaEventCreate(&fzEvent65976_0);
if (fzErr65976_1) {}
float *fzHost65976_2;
cudaMallocManaged((void **)&fzHost65976_2, 4);
cudaStream_t fzStream65976_4 = 0;
float *fzDev65976_3;
cudaMallocAsync((void **)&fzDev65976_3, 1024, fzStream65976_4);
CUevent fzEvent65976_5;
cuEventCreate(&fzEvent65976_5, CU_EVENT_DEFAULT);
} while (n-- > 0);
cudaStream_t fzStream65976_6;
auto fzErr65976_7 = cudaStreamCreateWithFlags(&fzStream65976_6, 0);
if (fzErr65976_7) {}
cudaStream_t fzStream65976_11;
FZ_CHECK(cudaStreamCreate(&fzStream65976_11));
(void)cudaStreamBeginCapture(fzStream65976_6, cudaStreamCaptureModeGlobal);
{
cudaStream_t fzStream65976_8 = cudaStreamPerThread;
}
cudaGraph_t fzGraph65976_9 = nullptr;
cudaGraphExec_t fzExec65976_10 = nullptr;
cudaStreamEndCapture(fzStream65976_6, &fzGraph65976_9);
(void)cudaGraphLaunch(fzExec65976_10, (n > 2 ? fzStream65976_6 : fzStream65976_11));
cudaGraphLaunch(fzExec65976_10, fzStream65976_6);
cudaGraphExecDestroy(fzExec65976_10);
cudaGraphDestroy(fzGraph65976_9);
static float fzHost65976_12Array[1024];
float *fzHost65976_12 = fzHost65976_12Array;
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream65976_13;
cudaStreamCreate(&fzStream65976_13);
}
float *fzHost65976_14;
cuMemAllocHost((void **)&fzHost65976_14, n);
}
