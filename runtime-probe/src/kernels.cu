#include <algorithm>

#include "cuda_util.cuh"
#include "kernels.cuh"
#include "verify.h"

namespace probe {

namespace {

__device__ __forceinline__ unsigned long long global_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

__global__ void spin_kernel(unsigned long long ns, unsigned long long* rec) {
  const unsigned long long t0 = global_ns();
  const long long c0 = clock64();
  // At most 8 cycles per ns (far above any clock): a safety net, not the timer.
  const long long max_cycles = static_cast<long long>(ns) * 8 + 100000;
  unsigned long long t = t0;
  while (t - t0 < ns && clock64() - c0 < max_cycles) t = global_ns();
  if (rec) {
    rec[0] = t0;
    rec[1] = global_ns();
  }
}

__global__ void affine_kernel(const uint32_t* __restrict__ in, uint32_t* __restrict__ out, size_t n,
                              uint32_t a, uint32_t b, int iters) {
  size_t stride = static_cast<size_t>(gridDim.x) * blockDim.x;
  for (size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride) {
    uint32_t x = in[i];
    for (int k = 0; k < iters; ++k) x = x * a + b;
    out[i] = x;
  }
}

__global__ void noop_kernel() {}

__global__ void fill_kernel(uint32_t* buf, size_t n, uint32_t seed) {
  size_t stride = static_cast<size_t>(gridDim.x) * blockDim.x;
  for (size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride)
    buf[i] = fill_value(i, seed);
}

__global__ void check_fill_kernel(const uint32_t* buf, size_t n, uint32_t seed,
                                  unsigned long long* errors) {
  size_t stride = static_cast<size_t>(gridDim.x) * blockDim.x;
  unsigned long long bad = 0;
  for (size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride)
    bad += buf[i] != fill_value(i, seed);
  if (bad) atomicAdd(errors, bad);
}

constexpr int kThreads = 256;

unsigned blocks_for(size_t n) {
  size_t b = (n + kThreads - 1) / kThreads;
  return static_cast<unsigned>(std::max<size_t>(1, std::min<size_t>(b, 8192)));
}

}  // namespace

void launch_spin(cudaStream_t s, uint64_t ns, unsigned long long* rec) {
  spin_kernel<<<1, 1, 0, s>>>(ns, rec);
  CK_LAUNCH();
}

void launch_affine(cudaStream_t s, const uint32_t* in, uint32_t* out, size_t n, uint32_t a,
                   uint32_t b, int iters) {
  affine_kernel<<<blocks_for(n), kThreads, 0, s>>>(in, out, n, a, b, iters);
  CK_LAUNCH();
}

void launch_noop(cudaStream_t s) {
  noop_kernel<<<1, 1, 0, s>>>();
  CK_LAUNCH();
}

void launch_fill(cudaStream_t s, uint32_t* buf, size_t n, uint32_t seed) {
  fill_kernel<<<blocks_for(n), kThreads, 0, s>>>(buf, n, seed);
  CK_LAUNCH();
}

void launch_check_fill(cudaStream_t s, const uint32_t* buf, size_t n, uint32_t seed,
                       unsigned long long* errors) {
  check_fill_kernel<<<blocks_for(n), kThreads, 0, s>>>(buf, n, seed, errors);
  CK_LAUNCH();
}

}  // namespace probe
