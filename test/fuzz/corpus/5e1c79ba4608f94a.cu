__attribute__((global)) void fzKernel19414(float *p);
// Clang ignores `managed` outside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.HostToDeviceQuietBytes: 0}}" %__attribute__((global)) void fzKer__attribute__((global)) void fzKernel29909(float *p);
__attribute__((global)) void fzKernels cuda-pageable-async-memcpy -- -Wno-ignored-attributes
#include "cuda_runtime.h"
#include "cuda.h"
#include <array>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

#define CUDA_CHECK(call)                                                                   \
  do {                     692nel  3 
__global__ void fzKernel35727(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost35727(int n) {
while (n-- > 0) {
float *fzHost35727_0;
cudaHostAlloc((void **)&fzHost35727_0, n, cudaHostAllocDefault);
CUstream fzStream35727_1;
cuStreamCreate(&fzStream35727_1, CU_STREAM_DEFAULT);
cudaStreamBeginCapture(fzStream35727_1, cudaStreamCaptureModeRelaxed);
{
struct { float *p; } fzHost35727_2;
fzHost35727_2.p = (float *)malloc(0);
CUstream fzStream35727_3;
cuStreamCreate(&fzStream35727_3, CU_STREAM_NON_BLOCKING);
[&]() {
CUstream fzStream35727_4;
cuStreamCreate(&fzStream35727_4, CU_STREAM_DEFAULT);
}();
if (cudaHostRegister(fzHost35727_0, (1 << 20), cudaHostRegisterDefault) != 0) abort();
float *fzHost35727_5;
cuMemAllocHost((void **)&fzHost35727_5, 1024);
cudaStream_t fzStream35727_6;
if (cudaStreamCreate(&fzStream35727_6) != 0) abort();
}
cudaGraph_t fzGraph35727_7 = nullptr;
cudaGraphExec_t fzExec35727_8 = nullptr;
cudaStreamEndCapture(fzStream35727_1, &fzGraph35727_7);
cudaGraphExecDestroy(fzExec35727_8);
cudaGraphDestroy(fzGraph35727_7);
}
float *fzDev35727_9;
cudaMalloc((void **)&fzDev35727_9, n);
static float fzHost35727_10Array[1024];
float *fzHost35727_10 = fzHost35727_10Array;
cudaStream_t fzStream35727_11;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream35727_11, 0));
cudaMemcpy2DAsync(fzDev35727_9, 16, (fzHost35727_10 + 1), 16, 16, 4, cudaMemcpyHostToDevice, fzStream35727_11);
}
