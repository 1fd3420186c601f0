// Reference data and result checks shared by the benchmarks. Plain C++ (no CUDA).
#pragma once

#include <cstddef>
#include <cstdint>

#ifdef __CUDACC__
#define PROBE_HD __host__ __device__
#else
#define PROBE_HD
#endif

namespace probe {

// Deterministic pseudo-random bytes (xorshift64*), never all zeros.
void fill_random(void* dst, size_t bytes, uint64_t seed);

// Index of the first differing byte, or -1 when the ranges are equal.
long long first_mismatch(const void* a, const void* b, size_t bytes);

// x -> x*a + b applied `iters` times (mod 2^32) equals x -> x*A + B: returns {A, B}.
struct Affine {
  uint32_t mul, add;
};
Affine affine_compose(uint32_t a, uint32_t b, int iters);

// How many out[i] != in[i]*f.mul + f.add.
size_t count_affine_mismatches(const uint32_t* in, const uint32_t* out, size_t n, Affine f);

// The fill pattern of the alloc-in-loop kernels (same formula on the device).
PROBE_HD inline uint32_t fill_value(uint64_t i, uint32_t seed) {
  uint32_t x = static_cast<uint32_t>(i) ^ (static_cast<uint32_t>(i >> 32) * 0x9E3779B9u) ^ seed;
  x ^= x >> 16;
  x *= 0x7FEB352Du;
  x ^= x >> 15;
  return x;
}

}  // namespace probe
