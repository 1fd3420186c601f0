#include "verify.h"

#include <cstring>

namespace probe {

void fill_random(void* dst, size_t bytes, uint64_t seed) {
  uint64_t s = seed ? seed : 0x9E3779B97F4A7C15ull;
  unsigned char* p = static_cast<unsigned char*>(dst);
  size_t i = 0;
  for (; i + 8 <= bytes; i += 8) {
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
    uint64_t v = s * 0x2545F4914F6CDD1Dull;
    std::memcpy(p + i, &v, 8);
  }
  if (i < bytes) {
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
    uint64_t v = s * 0x2545F4914F6CDD1Dull;
    std::memcpy(p + i, &v, bytes - i);
  }
}

long long first_mismatch(const void* a, const void* b, size_t bytes) {
  if (std::memcmp(a, b, bytes) == 0) return -1;
  const unsigned char* x = static_cast<const unsigned char*>(a);
  const unsigned char* y = static_cast<const unsigned char*>(b);
  for (size_t i = 0; i < bytes; ++i)
    if (x[i] != y[i]) return static_cast<long long>(i);
  return -1;
}

Affine affine_compose(uint32_t a, uint32_t b, int iters) {
  // f^k(x) = a^k x + b (a^{k-1} + ... + 1); compose step by step (iters is small).
  Affine f{1u, 0u};
  for (int k = 0; k < iters; ++k) {
    f.mul = f.mul * a;
    f.add = f.add * a + b;
  }
  return f;
}

size_t count_affine_mismatches(const uint32_t* in, const uint32_t* out, size_t n, Affine f) {
  size_t bad = 0;
  for (size_t i = 0; i < n; ++i) bad += out[i] != in[i] * f.mul + f.add;
  return bad;
}

}  // namespace probe
