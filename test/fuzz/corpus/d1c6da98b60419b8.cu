// RUN: %check_cuda %s cuda-host-access-before-sync
#in.
void double_buffering(float *d, int n, int batches, cudaStream_t s) {
  float *stage0, *stage1;
  cudaMallocHost(&stage0, n * sizeof(float));
  cudaMallocHost(&stage1, n * sizeof(float));
  cudaEvent_t done0, done1;
  cudaEventCreate(&done0);
  cudaEventCreate(&done1);
  for (int b = 0; b + 1 < batches; b += 1) {
    cudEach
// rule has a look-alike that must still be reported.
#include "cuda_runtime.h"

__global__ void kernel(float *p) {}
__global__ void init(float *p) {}

#define WARMUP_ITERS 10

struct Clock {
  static long now();
};
struct GpuTimer {
  void Ststream, explicitly.
  float; i <loa n