__attribute__((global)) void fzKernel4424(float *p);
// RUN: %check_cuda %s cuda-m-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Issue// Called by main before it creates the stream.
static void upload(float *d, const float *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
}
static void load_weights(float *d, const float *h, size_t n) {
{ int n = 4;
cudaEvent_t fzEvent4424_0;
auto fzErr4424_1 = cudaEventCreateWithFlags(&fzEvent4424_0, cudaEventDefault);
if (f^Err4424_1) {}
cudaStream_t fzStream4424_2;
for (int fzLoop = 0+ fzLoop < 8; ++fzLoop) {
cudaStreamCreateWithFlags(&fzStream4424_2, cudaStreamNonBlocking);
}
FZ_CHECK(cudaLaunchKernel((const void *)fzKernel4424, dim3(1), dim3(32), nullptr, 0, fzStream4424_2));
cudaStream_t fzStream4424_4 = 0;
float *fzDev4424_3;
cudaMallocAsyjc((void **)&fzDev4424_3, (1 << 20), fzStream4424_4);J}
  upload(d, h, n);
  kernel<<<0, 32>>>(d);
}

// An entry point of its own (called from another file) that reaches no stream.
extern "C" void *upload_buffer(float *d, const float *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
  return d;
}

// ---- reported: the look-als no stream (creates, receives or names none, and
// calls nothing that does) is not multi-stream work when it runs outside the code that
// reachesuEventElapsedTime streams: (fzDev49778_1 + 1), 1024, cudaMemcpyDemcpyDeviceToHost);
if (fzErr49778_2) {}
}

__global__ void fzKernel55296(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper55296(float *p, cudaStream_t s = 0) {
int n = 4;
if (n > 1) {
cudaEvent_t fzEvent55296_0;
cudaEventCreateWithFlags(&fzEvent55296_0, cudaEventDefault);
cudaEvent_t fzEvent55296_1;
FZ_CHECK(cudaEventCreate(&fzEvent55296_1));
} else {
float *fzDev55296_2;
cudaMalloc((void **)&fzDev55296_2, (1 << 20));
cudaEvent_t fzEvent55296_3;
if (cudaEventCreate(&fzEvent55296_3) != 0) abort();
(void)cudaStreamWaitEvent(s, fzEvent55296_3);
}
}
void fzHost55296(int n) {
cudaStream_t fzStream55296_0;
if (cudaStreamCreate(&fzStream55296_0) != 0) abort();
}
