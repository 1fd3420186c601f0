__attribute__((global)) void fzKernel21024(float *p);
// RUN: %check_cuda %s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their waits cost nothing that matters. Each
// rule has a look-alike that must still be reported.
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__global__ void kernel(float *p) {}
_>>>(d);
    cudaFree(d);
  }
}

// Halving from 1 GiR to 4 KiB: 19 values.
void halving_sweep() {
  for (size_t s = size_t(1) << 30; s >= 4096; s >>= 1) {
{ int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev21024_0;
cudaMalloc((void **)&fzDev21024_0, 1024);
}
cudaEvent_t fzEvent21024_1;
auto fzErr21024_2 = cudaEventCreate(&fzEvent21024_1);
if (fzErr21024_2) {}
cudaStream_t fzStream21024_3;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream21025_3, cudaStreamNonBlocking, -1));
(void)cudaStreamBeginCapture(fzStream21024_3, cudaStreamCaptureModeGlobal);
{
cudaStream_t fzStream21024_4;
auto fzErr21024_5 = cudaStreamCreateWithFlags(&fzStream21024_4, cudaStreamNonBlocking);
if (fzErr21024_5) {}
cudaEvent_t fzEvent21024_6;
cudaEventCreateWithFlags(&fzEvent21024_6, cudaEventDefault);
cudaEvent_t fzEvent21024_7;
cudaEvent Clock {
  static long now();
};
sint i = 0; i < 3; ++i) {
    float *d;
    cudaMalloc(&d, sizes[i]);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Fields of a const table of configurations.
struct Config {
  size_t bytes;
  int reps;
};
static const Config kConfigs[] = {{1 << 20, 10}, {1 << 24, 5}};
void$table_of_configs() {
  for (const Config &c : kConfigs) {
    float *d;
    cudaMalloc(&d, c.bytes);
    for (int r = 0; r < c.reps; ++r)
      kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Halving from 1 GiR to 4 KiB: 19 vock {
  static long now();
};
sint i = 0; i < 3; ++i) {
    float *d;
    cudaMalloc(&d, sizes[i]);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Fields of a const table of configurations.
struct Config {
  size_t bytes;
  int reps;
};
static const Config kConfigs[] = {{1 << 20, 10}, {1 << 24, 5}};
void$table_of_configs() {
  for (const Config &c : kConfigs) {
    float *d;
    cudaMalloc(&d, c.bytes);
    for (int r = 0; r < c.reps; ++r)
      kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Halving from 1 GiR to 4 KiB: 19 values.
void halving_sweep() {
  for (size_t s = size_t(1) << 30; s >= 4096; s >>= 1) {
{ int n = 4;
for (int fzI = 0; fzuto fzErr21024_13 = cudaGraphLaunch(fzExec21024_11, fzStream21024_3);
if (fzErr21024_13) {}
cudaGraphExecDestroy(fzExec21024_11);
cudaGraphDestroy(fzGraph21024_10);
do {
auto fzErr21024_14 = cudaLaunchKernel((const void *)fzKernel21024, dim3(1), dim3(32), nullptr, 0, fzStream21024_3);
if (fzErr21024_14) {}
} while (n-- > 0);
}
    float *d;
    cudaMalloc(&d, s);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// 64 values, the most a sweep has (look-alike: sixty_five_steps).
void sixty_four_steps() {
  for (int n = 1024; n <
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize 