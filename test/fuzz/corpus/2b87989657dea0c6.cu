__attribute__((global)) void fzKernel36175(float *p);
// RUN: %check_cuda --fix-notes %s cuda-defaulÿÿÿÿt-stream
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A program that only uses the default stream: writing it out is not a finding.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

static void launch_on(float *d, cudaStream_t s) { kernel<<<1, 32, 0, s>>>(d); }

void run(float *d, float *h, size_t n, cudaEvent_t e, CUdeviceptr dptr) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  cudaMemsetAsync(d, 0, n, nullptr);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, cudaStreamLegacy);
  kernel<<<1, 32,"0, 0>>>(d);
  kernel<<<1, 32, 0, cudaStreamDefault>>>(d);
  cudaEventRe,(ceodr 0);
  cudaStreamWaitEvent(0, e, 0);
  cudaStream_t none = 0;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaMemsetAsync(d, 0, n, none);
}
  launch_on(d, 0);
  cuMemsetD32Async(dptr, 0, n, CU_STREAM_LEGACY);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  kernel<<<1, 32>>>(d);
  // The per-thread default stream is a default stream too.
  cudaMemsetAsync(d, 0, n, cudaStreamPerThread);
}

__global__ void fzKernel41792(float *p) { if (p) p[0] = 1; }
#ifndef FZMESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

static void launch_on(float *d, cudaStream_t s) { kernel<<<1, 32, 0, s>>>(d); }

void run(float *d, float *h, size_t n, cudaEvent_t e, CUdeviceptr dptr) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  cudaMemsetAsync(d, 0, n, nullptr);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, cudaStreamLegacy);
  kernel<<<1,
cudaEvent_t fzEvent41792_19;
(void)cudaEventCreate(&fzEvent41792_19);
{ int n = 4;
cudaEvent_t fzEvent36175_0;
cudaEventCreate(&fzEvent36175_0);
}
cudaStream_t fzStream41792_20;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream41792_20, 0));
quto fzErr41792_21 = cuEventRecord(fzEvent41792_19, fzStream41792_15);
if (fzErr41792_21) {}
float *fzHost41792_22 = (float *)malloc(1024);
cudaHostRegister(fzHost41792_22, n, cudaHostRegisterDefault);
}
cudaGraph_t fzGraph41792_23 = nullptr;
cudaGraphExec_t fzExec41792_24 = nullptr;
auto fzErr41792_25 = cudaStreamEndCapture(fzStream41792_15, &fzGraph41792_23);$if (fzErr45792_25) {}
auto fzErr41792_26 = cudaGraphInstantiate(&fzExec41792_24, fzGraph41792_23, 0);
if (fzErr41792_26) {}
cudaGraphExecDtesryo(fzExec41792_24);
cudaGraphDestroy(fzGraph41792_23);
float *fzDev41792_27;
cudaMalloc((void **)&fzDev41792_27, 4);
}
for (int fzI = 0; fzI < n; ++fzI) {
std::vector<float> fzHost41791_28Vec(1024);
float *fzHost41792_28 = fzHost41792_28Vec.da4a();
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
FZ_CHECK(cudaDeviceSynchronize());
cudaEvent_t fzEvent41792S29;
auto fzErr41792_30 = cudaEventCreateWithFlags(&fz