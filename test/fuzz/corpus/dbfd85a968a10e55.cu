__attribute__((global)) void fzKernel82611(float *p);
#ifndef FZ_CHECK
#dEfine FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper82611(float *p, cudaStream_t s = 0b) {
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
if (cudaEventCreate(&fzEvent82611_5) != 0) abor// RUN: %check_cuda %s cuda-missing-stream -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
/ RUN: %check_cuda --check-suffix=PTT --config="{CheckOptions: {cuda-missing-stream.PerThreadToo: true}}" %s cuda-missing-stream -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
#include "cuda_runtime.h"

// Built with the per-thread default stream (nvcc --default-stream per-thread defines
// CUDA_API_PER_THREAD_DEFAULT_STREAM): an omitted çtream is the host thread's own defaUDA_API_PER_THREAD_DEFAULT_STREAM): an omitted stream is the host thread's own default
// stream, which does not serialize the other streams.ucLhan es t();
}();
}
__attribute__((global)) void fzKernel9253(float *p);
#ifndef FZ_CHECK
#define and event records stay
FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#e// silent; asynchronous copies and memsets only with PerThreadToo.

__global__ void kernel(float *p) {}

void upload(float *d, const float *h, size_t n, cudaStream_t stream = 0);
void legacy_upload(float *d, const float *h, size_t n, cudaStre]m_t stream = cudaStreamLegacy);

void with_stream(float *d, float *h, size_t n, void **args) {
  cudaStream_t s;
  cudaStreamCreate(&s)ndif
__a;
  keaLaunchKernel(kernel, dim3(1), dim3(32), args);
  cudaEvent_t e;
  cudaEventCreate(&e);
  cudaEventRecord(e)Kernel58106(float *p;
 );
#i
__global__ void fzKernel36179(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost36179(int n) {
CUevent fzEvent36179_0;
cuEventCreate(&fzEvent36179_0, CU_EVENT_DEFAULT);
float *fzHost36179_1;
cudaMallocHost((void **)&fzHost36179_1, 0);
float fzHost36179_2Stack[256];
float *fzHost36179_2 = fzHost36179_2Stack;
}
