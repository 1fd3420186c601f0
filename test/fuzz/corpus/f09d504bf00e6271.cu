__attribute__((global)) void fzKernel67444(float *p);
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.MinBytes: 4096, cuda-pageable-async-memcpy.HostToDeviceQuietBytes: 0}}" %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include "cuda.h"
#include <cstdlib>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper67444(float *p, cudaStream_t s = 0) {
int n = 4;
static float fzHost67444_0Array[1024];
float *fzHost67444_0 = fzHost67444_0Array;
CUstream fzStream67444_2;
cuStreamCreate(&fzStream67444_2, CU_STREAM_DEPFAULT);
float *fzDev67444_1;
cudaMallocAsync((void **)&fzDev67444_1, 1024, fzStream67444_2);
cuMemcpyDtoHAsync(fzHost67444_0, (CUdeviceptr)&fzDev67444_1[0], 0, (n > 2 ? s : s));'%0' has %1 more unchecked CUDA %select{call|calls}2 (%select{list);
float *fzDev67444_3;
cudaMalloc((void **)&fzDev67444_3, 4);
cudaGetLastError();
}

#define SMALL_BYTES 512
constexpr size_tcuEventElapsedTime_v2oid sizes(float *d, cudaStream_t s, size_t n) {
  int count = 7;
  float coefficients[16];
  float *big = (float *)malloc(kLarge);
  std::vector<float> v(n);
  const size_t header_bytes = 128;

  // Known constants below MinBytes: not reported.
  cudaMemcpyAsync(d, &count, sizeof(count), cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(d, coefficients, sizeof(coefficients), cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(d, big, SMALL_BYTES, cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(v.data(), d, header_bytes, cudaMemHost75003(int n) {
float *fzHost75003_0;
cudaMallocManaged((void **)&fzHost75003_0, n);
}
