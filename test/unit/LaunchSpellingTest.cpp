//===--- LaunchSpellingTest.cpp - respelling Visual Studio's `<< <` launches ----------===//
#include "LaunchSpelling.h"
#include "gtest/gtest.h"

using namespace cudalint;

namespace {

std::string respelled(llvm::StringRef Text) {
  std::optional<std::string> Out = respellLaunches(Text);
  return Out ? *Out : "(unchanged)";
}

TEST(LaunchSpelling, RespellsSpacedLaunchesInPlace) {
  EXPECT_EQ(respelled("k << <1, 64, 0, s[i] >> > (d);"), "k <<< 1, 64, 0, s[i] >>>  (d);");
  EXPECT_EQ(respelled("k << <g, b >> >(d);"), "k <<< g, b >>> (d);");
  EXPECT_EQ(respelled("k<< <dim3(n, 1), b>> >(d);"), "k<<< dim3(n, 1), b>>> (d);");
  EXPECT_EQ(respelled("k << <\n  g, b\n>> > (d);"), "k <<< \n  g, b\n>>>  (d);");
  // Two launches on a line.
  EXPECT_EQ(respelled("a << <1, 1 >> > (p); b << <2, 2 >> > (q);"),
            "a <<< 1, 1 >>>  (p); b <<< 2, 2 >>>  (q);");
}

TEST(LaunchSpelling, KeepsLengthSoOffsetsStay) {
  std::string In = "x;\nk << <1, 64 >> > (d); // c\ny;";
  std::optional<std::string> Out = respellLaunches(In);
  ASSERT_TRUE(Out);
  EXPECT_EQ(Out->size(), In.size());
  EXPECT_EQ(Out->find("y;"), In.find("y;"));
}

TEST(LaunchSpelling, LeavesOtherCodeAlone) {
  // Already clang's spelling, shifts, templates, operator<< with template arguments.
  EXPECT_EQ(respelled("k<<<1, 1>>>(d);"), "(unchanged)");
  EXPECT_EQ(respelled("x = a << b; y = c >> d;"), "(unchanged)");
  EXPECT_EQ(respelled("std::vector<std::vector<std::vector<int>> > v;"), "(unchanged)");
  EXPECT_EQ(respelled("operator<< <char>(os, x);"), "(unchanged)");
  EXPECT_EQ(respelled("x <<= 1; y << <1, 2 >> = 3;"), "(unchanged)");
  // A `<< <` with no close before the statement ends is not a launch.
  EXPECT_EQ(respelled("a << <b; c >> > d;"), "(unchanged)");
  // Comments and literals.
  EXPECT_EQ(respelled("// k << <1, 1 >> > (d);\n"), "(unchanged)");
  EXPECT_EQ(respelled("/* k << <1, 1 >> > (d); */"), "(unchanged)");
  EXPECT_EQ(respelled("puts(\"k << <1, 1 >> > (d);\");"), "(unchanged)");
}

} // namespace
