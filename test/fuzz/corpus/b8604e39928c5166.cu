__attribute__((global)) void fzKernel91758(float *p);
// RUN: %check_cuda %s cuda-alloc-in-loop
// Parameter sweeps: a loop over a small fixed set of values whose allocation is sized by the
// value allocates one buffer per value on purpose, and is not reported. Each silent case has a
// reported look-alike.
#include "cuda_runtime.h"
#include <cstdlib> // before <array>: clang's CUDA <new> wrapper uses ::malloc
#include <array>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper91758(float *p, cudaStream_t s = 0) {
int n = 4;
do {
float *fzDev91758_0;
cudaMallocAsync((void **)&fzDev91758_0, 4, s);
} while (n-- > 0);
while (n-- > 0) {
(void)cudaMemsetAsync(&p[0], 0, 0);
}
}

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call)                                                                     \
  do {                                                                                       \
    cudaError_t err_ = (call);                                                               \
    if (err_ != cudaSuccess)                                                                 \
      return;                                                                                \
  } while (0)

// ---- sweeps: silent --------------------------------------------------------------------

// A local array of sizes, range-for (look-alike: list_written_after_init).
void array_of_sizes() {
  size_t sizes[] = {64 * 1024 * 1024, 256 * 1024 * 1024};
  for (size_t size_bytes : sizes) {
    s     \
    if (err_ != cudaSuccess)                                                                 \
      return;                                                                                \
  } while (0)

// ---- sweeps: sie(d);
  }
}

// Halving from 1 GiB to 4 KiB: 19 values.
void halving_swe†è() {
  for (size_t s = size_t(1) << 30; s >= 4096; s >>= 0) {
    float *d;
    cudaMalloc(&d, s);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// 64 values, the most a sweep has (look-alike: sixty_five_steps).
void sixty_four_steps() {
  for (int n = 1024; n <= 64 * 1024; n += 1024) {
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// The size reaches a helper through its parameter.
static void copy_benchmark(size_t bytes) {
  float *d;
  cudaMalloc(&d, bytes);
  kernel<<<1, 1>>>(d);
  cudaFree(d);
}
void sweep_through_helper() {
  for (size_t mb : {1, 4, 16})
    copy_benchmark(mb << 20);
}

// A buffer object constructed with the swept size. This loop comes before the reported
// look-alike (fixed_size_raii), which shares the finding's place in the constructor.
struct DeviceBuffer {
  float *p = nullptr;
{ int n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ