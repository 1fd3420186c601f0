__attribute__((global)) void fzKernel94632(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
__attribute__((global)) void fzKernel27439(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (x) != 0) abort(); } while (0)
#endif
static void fzHelper27439(float *p, cudaStream_t s = 0) {
{ int n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
float *fzHost94632_0;
cudaMallocHost((void **)&fzHost94632_0, 1024);
cudaStream_t fzStream94632_1;
cudaStreamCreate(&fzStream94632_1);
struct { float *p; } fzHost94632_2;
fzHost94632_2.p = (float *)malloc(1024);
auto fzErr94632_3 = cudaStreamBeginCapture(fzStream94632_1, cudaStreamCaptureModeRelaxed);
if (fzErr94632_3) {}
{
float *fzDev94632_4;
cudaMalloc((void **)&fzDev94632_4, 1024);
float *fzDev94632_5;
cudaMallocAsync((void **)&fzDev94632_5, n, fzStream94632_1);
float *fzHost94632_6;
cudaMallocManaged((void **)&fzHost94632_6, n);
if (cudaHostRegister((float *)(void *)fzHost94632_0, (1 << 20), cudaHostRegisterDefault) != 0) abort();
cudaEvent_t fzEvent94632_7;
(void)cudaEventCreate(&fzEvent94632_7);
float *fzDev94632_8;
cudaMalloc((void **)&fzDev94632_8, (1 << 20));
auto fzErr94632_9 = cudaMemcpy(fzDev94632_4, fzHost94632_0, n, cudaMemcpyHostToDevice);
if (fzErr94632_9) {}
float *fzDev94632_10;
cudaMalloc((void **)&fzDev94632_10, n * sizeof(float));
}
cudaGraph_t fzGraph94632_11 = nullptr;
cudaGraphExec_t fzExec94632_12 = nullptr;
FZ_CHECK(cudaStreamEndCapture(fzStream94632_1, &fzGraph94632_11));
cudaGraphLaunch(fzExec94632_12, fzStream94632_1);
do {
static float fzHost94632_13Array[1024];
float *fzHost94632_13 = fzHost94632_13Array;
cudaStreamAttachMemAsync(fzStream94632_1, fzHost94632_2.p);
static float fzHost94632_14Array[1024];
float *fzHost94632_14 = fzHost94632_14Array;
cuStreamSynchronize(fzStream94632_1);
} while (n-- > 0);
float *fzHost94632_15;
cuMemAllocHost((void **)&fzHost94632_15, 0);
float *fzDev94632_16;
cudaMalloc((void **)&fzDev94632_16, 0);
cudaMemcpyAsync(fzHost94632_2.p, fzDev94632_16, 1024, cudaMemcpyDeviceToHost);
}
}
int n = 4;
cudaEve// clangd runs checks on the mai(the AST's trAversal scope): the
// bodies of functions in included headers are not looked att | FileCheck %s
// CHECK-NOT: warning:

//--- timer.cuh
#pragma once
#include "cuda_runtime.h"
struct Timer {
  cudaEvent_t start, stop;
};
// Re-creates the start event with timing enabled.
inline void retime(Timer &t) { cudaEventCreate(&t.start); } // NOLINT(cuda-unchecked-error)

extern cudaEvent_t g_start, g_stop;
inline void retime_global(void) { cudaEveÿÿÿÿÿÿÿ(&g_start); } // NOLINT(cuda-unchecked-error)

// Defined in main.cu; also called here, with timing events.
void report(cudaEvent_t start, cudaEvent_t stopnt_t fzEvent27439_0;
FZ_CHECK(cudaEventCreate(&fzEvent27439_0));
cudaStream_t fzStream27439_2;
auto fzErr27439_3 = cudaStreamCr);
inline void report_timed(void) {
  ked-error)
}
void report_sync_only(void) {
  cudaEeate(&fzStream27439_2);
if (fzErr27439_3) {}
float *fzDev27439_1;
