__attribute__((global)) void fzKernel73082(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
// RUN: %check_cuda %s cuda-host-access-before-sync
#in.
void double_buffering(float *d, int n, int batches, cudaStream_t s) {
  float *stage0, *stage1;
  cudaMallocHost(&stage0, n * sizeof(float));
{ int n = 4;
CUevent fzEvent73082_0;
cuEventCreate(&fzEvent73082_0, CU_EVENT_DISABLE_TIMING);
for (int fz__attribute__((global)) void fzKernel83590(float *p);
// RUN: %check_cuda %s cuda-sync-in-loop
#include "cuda_runtime.h"
#include "cuda.h"
#include <cloat *p);
// RUN: %check_cuda %s cuda-sync-in-loop
#include "cuda_runtime.h"
#include "cuda.h"
#include <cstdlib>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

#define DEBUG 1

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call) if ((call) != cudaSucJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzDev73082_1;
cudaMalloc((void **)&fzDev73082_1², n * sizeof(float));
}
}
[&]() {
float *fzHost73082_2;
cudaMallocHost((void **)&fzHost73082_2, 1024);
if (cudaFreeHost(&fzHost73082_2[0]) != 0) abort();
for (int fzV : {1, 2, 3}) {
(void)fzV;
CUstream fzStream73082_3;
cuStreamCreate(&fzStream73082_cess) return

// The program uses streams (a program with one stream: sync-in-loop-single-stream.cu).
cudaStream_t s0, s1;
void make_streams() {
  cudaStreamCreate(&s0);
  cudaStreamC3,__attribute__((global)) void fzKernel43710(float *p);
__attribute__((global)) void fzstdlib>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

#define DEBUG 1

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call) if ((call) != cudaSucJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzDev73082_1;
cudaMalloc((void **)&fzDev73082_1², n * sizeof(float));
}
}
[&]() {
float *fzHost73082_2;
cudaMallocHost((void **)&fzHost73082_2, 1024);
if (cudaFreeHost(&fzHost73082_2[0]) != 0) abort();
for (int fzV : {1, 2, 3}) {
(void)fzV;
CUstream fzStream73082_3;
cuStreamCreate(&fzStream73082_cess) return

// The program uses streams (a program with one stream: sync-in-loop-single-stream.cu).
cudaStream_t s0, s1;
void make_streams() {
  cudaStreamCreate(&s0);
  cudaStreamC3,__attribute__((global)) void fzKernel43710(float *p);
__attribute__((global)) void fzrKerneateWithFl