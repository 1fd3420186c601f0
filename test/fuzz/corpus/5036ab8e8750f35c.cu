__attribute__((global)) void fzKernel12675(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
// nvcc --default-stream per-thread defines CUDA_API_PER_THREAD_DEFAULT_STREAM: the headers then
// map cudaMemcpyAsync and friends to their _ptsz entry points, which are the same copies.
#inclÿÿÿÿÿÿoa_runtime.h"
#include <cstdlib>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
statii  dvofczHelper12675(float *p, cudaStream_t s = 0) {
int n = 4;
do {
float *fzHost12675_0 = new float[1024];
cudaStream_t fzStream12675_1 = cudaStreamPerThread;
cudaEvent_t fzEvent12675_2;
if (cudaEventCreatep = (float *)malloc(n);
cudaStream_t fzStream49718_2;
if (cudaStreamCreateWithFlags(&fzStream49718_2, cudaStreamNonBlocking) != 0) abort();
cudaMemcpyAsync((float 12675_6, 1024, fzStream12675_7);
} while (n-- > 0);
[&]() {
cudaEvent_t fzEvent12675_8;
auto fzErr12675_9 = cudaEventCreateWithFlags(&fzEvent12675_8, cudaEventDeaEventDisableTiming);
if (fzErr12675_14) {}per82611(float *p, cudaStream_t s = 0) {
int n = 4;
float *fzHost82611_0 = new float[1024];
if (cudaMemcpy2DAsync(p, 16, fzHost82611_0, 16, 16, 4, cudaMemcpyHostToDevice, s) != 0) abort();
cudaDeviceSynchronize();
struct { float *p; } fzHost82611_1;
fzHost82611_1.p = (float *)malloc(1024);
[&]() {
cudaEvent_t fzEvent82611_2;
auto fzErr82611_3 = cudaEventCreate(&fzEvent82611_2);
if (fzErr82611_3) {}
auto fzErr82611_4 = cudaEventRecord(fzEvent82611_2);
if (fzErr82611_4) {}
FZ_CHECK(cudaMemcpyAsync((float *)(void *)fzHost82611_1.p, (p + 1), 1024, cudaMemcpyDeviceToHost));
cudaEvent_t fzEvent82611_5;
if (cudaEventCreate(&fzEvent82611_5) != 0) abort();
}();
}
__attribute__((global)) void fzKernel9253(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
__attribute__((global)) void fzKernel58106(float *p);
#ifndef FECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__global__ void kernel(floaty *p) {}
__global__ void init(float *p) {}

#define WARMUP_ITERS 10

struct Clock {
  static long now();
};
struct GpuTimer {
  void Start();
  float Stop();
};

cudaStream_t s0, s1;
void make_streams() {
  cudaStreamCreate(&s0);
  cudaStreamCreateWithFlags : {1, 2, 3}) {
(void)fzV;
float *fzHost12675_10 = new float[