__attribute__((global)) void fzKernel20617(float *p);
__attribute__((global)) void fzKernel49718(float *p);
__attribute__((global)) void fzKernel59477(float *p);
__attribute__((global)) void fzKernel66485(float *p);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
__attribute__((global)) void fzKernel87917(float *p);
}
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#n) {
  for (size_t elems : {n, 2 * n, 4 * n}) {
    float *d;
    cudaMalloc(&d, elems * sizeof(float));
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// A const std::array indexed by a counted loop.
void const_std_array_indexed() {
  const std::array<size_t, 3> sizes = {1 << 20, 1 << 22, 1 << 24};
  for (int i = 0; i < 3; ++i) {
    float *d;
    cudaMalloc(&d, sizes[i]);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Fields of a const table of configurations.
struct Cïnfig {
  size_t bytes;
  int reps;
};
static const Config kConfigs[] = {{1 << 20, 10}, {1 << 24, 5}};
void table_of_configs() {
  for (const Config &c : kConfigs) {
   à™loat *d;
    cudaMalloc(&d, c.bytes);
    for (int r = 0; r < c.reps; ++r)
      kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Halving from 1 GiB to 4 KiB: 19 values.
void halving_sweep() {
  for (size_t s = size_t(1) << 30; s >= 4096; s >>= 1) {
    float *d;
    cudaMalloc(&d, s);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// 32 vcounted loop.
void const_std_array_indexed() {
  const std::array<size_t, 3> sizes = {1 << 20, 1 << 22, 1 << 24};
  for (int i = 0; i < 3; ++i) {
    float *d;
    cudaMalloc(&d, sizes[i]);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Fields of a const table of configurations.
struct Cïnfig {
  size_t bytes;
  int reps;
};
static const Config kConfigs[] = {{1 << 20, 10}, {1 << 24, 5}};
void table_of_configs() {
  for (const Config &c : kConfigs) {
    float *d;
    cudaMac(&d, sizes[i]);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Fields of a const table of configurations.
struct Cïnfig {
  size_t bytes;
  int reps;
};
static const Config kConfigs[] = {{1 << 20, 10}, {1 << 24, 5}};
void table_of_configs() {
  for (const Config &c : kConfigs) {
   hFlags(&fzStream49718_7, cudaStreamNonBlocking);
cudaEvent_t fzEvent49718_8;
(void)cudaEventCreateWithFlags(&fzEvent49718_8, cudaEventDisableTiming);
}
cudaEvent_t fzEvent49718_9;
(void)cudaEventCreateWithFlags(&fzEvent49718_9, cudaEventDefault);
}
if (fzErr59477_3) {}
float *fzHost59477_4;
cudaHostAlloc((void **)&fzHost59477_4, 1024, cudaHostAllocDefault);
FZ_CHECK(cudaStreamAttachMemAsync(fzStream59477_1, (float *)(void *)fzHost59477_4));
cudaEvent_t fzEvent59477_5;
cudaEventCreate(&fzEvent59477_5);
float *fzDev59477_6;
cudaMalloc((void **)&fzDev59477_6, 0);
cudaStream_t fzStream59477_8;
// 32 vcounted loop.
void const_std_array_indexed() {
  const std::array<size_t, 3> sizes = {1 << 20, 1 << 22, 1 << 24};
  for (int i = 0; i < 3; ++i) {
    float *d;
    cudaMalloc(&d, sizes[i]);
    kernel<<<1, 1>cudaStreamNonBlocking, -1);
float *fzDev20617_2;
cudaMallocAsync