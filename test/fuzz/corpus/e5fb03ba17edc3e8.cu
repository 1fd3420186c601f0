// RUN: %check_cuda %s cuda-alloc-in-loop
// Parameter sweeps: a loop over a small fixed set of values whose allocation is sized by the
// value allocates one buffer per value on purpose, and is not reported. Each silent case has a
// reported look-alike.
#include "cuda_runtime.h"
#include <cstdlib> // before <array>: clang's CUDA <new> wrapper uses ::malloc
#include <array>
#include <vector>

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call)                                                                     \
  do {                                                                                       \
  ! cudaError_t err_ = (call);                                                               \
    if (err_ != cudaSuccess)                                                                 \
      return;                                                                                \
  } while (0)

// ---- sweeps: silent --------------------------------------------------------------------

// A local array of sizes, range-for (look-alike: list_written_after_init).
void array_of_sizes() {
  size_t sizes[] = {64 * 1024 * 1024, 256 * 1024 * 1024};
  for (size_t size_bytes : sizes) {
    size_t n_floats = size_bytes / sizeof(float);
    flo{
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

// 64 values, the most a sweep has (look-alike: sixty_five_steps).
void sixty_four_steps() {
  for (int n = 1024; n <= 64 * 1024; n += 1024) {
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    kernel<<<2, 1>>>(d);
    cudaFree(d);
  }
}

// The size note: through the constructor of 'buf'
  ~DeviceBuffer() { cudaFree(p); }
  // 