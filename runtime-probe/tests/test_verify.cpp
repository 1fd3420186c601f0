#include <gtest/gtest.h>

#include <vector>

#include "verify.h"

using namespace probe;

TEST(Verify, FillRandomIsDeterministicAndNotZero) {
  std::vector<unsigned char> a(1003), b(1003), c(1003);
  fill_random(a.data(), a.size(), 42);
  fill_random(b.data(), b.size(), 42);
  fill_random(c.data(), c.size(), 43);
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);
  size_t zeros = 0;
  for (unsigned char x : a) zeros += x == 0;
  EXPECT_LT(zeros, 20u);
  std::vector<unsigned char> z(64);
  fill_random(z.data(), z.size(), 0);  // seed 0 still gives data
  EXPECT_NE(z, std::vector<unsigned char>(64));
}

TEST(Verify, FirstMismatch) {
  std::vector<unsigned char> a(100, 7), b(100, 7);
  EXPECT_EQ(first_mismatch(a.data(), b.data(), 100), -1);
  b[63] = 8;
  EXPECT_EQ(first_mismatch(a.data(), b.data(), 100), 63);
  EXPECT_EQ(first_mismatch(a.data(), b.data(), 63), -1);
}

TEST(Verify, AffineComposeMatchesIteration) {
  const uint32_t a = 1664525u, b = 1013904223u;
  for (int iters : {0, 1, 2, 17, 1000}) {
    Affine f = affine_compose(a, b, iters);
    for (uint32_t x0 : {0u, 1u, 0xDEADBEEFu, 0xFFFFFFFFu}) {
      uint32_t x = x0;
      for (int k = 0; k < iters; ++k) x = x * a + b;
      EXPECT_EQ(x, x0 * f.mul + f.add) << iters << " " << x0;
    }
  }
}

TEST(Verify, CountAffineMismatches) {
  Affine f = affine_compose(3, 5, 4);
  std::vector<uint32_t> in = {1, 2, 3, 4}, out(4);
  for (size_t i = 0; i < in.size(); ++i) out[i] = in[i] * f.mul + f.add;
  EXPECT_EQ(count_affine_mismatches(in.data(), out.data(), 4, f), 0u);
  out[2] ^= 1;
  EXPECT_EQ(count_affine_mismatches(in.data(), out.data(), 4, f), 1u);
}

TEST(Verify, FillValueVaries) {
  EXPECT_NE(fill_value(0, 1), fill_value(1, 1));
  EXPECT_NE(fill_value(5, 1), fill_value(5, 2));
  EXPECT_NE(fill_value(1ull << 32, 1), fill_value(0, 1));
}
