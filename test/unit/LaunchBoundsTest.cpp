// The largest value the code lets a launch's block size take (checks/analysis: upperBound,
// hasBoundedConfiguration): constants, min, ?:, every write of a local, a template parameter's
// instantiations. Each case is parsed as CUDA with the test suite's stand-in runtime header.
#include "analysis/LaunchConfiguration.h"
#include "analysis/ValueOrigins.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "ParseCuda.h"
#include "gtest/gtest.h"
#include <map>
#include <optional>
#include <string>

using namespace clang;
using namespace clang::ast_matchers;
using namespace clang::tidy::cuda;

namespace {

const char *const Launches = R"(
  #include "cuda_runtime.h"
  template <class T> T min(T a, T b) { return a < b ? a : b; }
  __global__ void k() {}
  template <int N> void tiled(int n) { k<<<n / N, N>>>(); }
  void fixed(int n) { k<<<n, 256>>>(); }
  void clamped(int n) { int t = min(512, n); k<<<n, t>>>(); }
  void either(int n, bool wide) { int t = wide ? 1024 : 128; k<<<n, t>>>(); }
  void grown(int n) { int t = 256; if (n > 10) t *= 8; k<<<n, t>>>(); }
  void reassigned(int n) { int t = 64; t = n; k<<<n, t>>>(); }
  void parameter(int n, int t) { k<<<n, t>>>(); }
  void shared(int n) { k<<<n, 64, 65536>>>(); }
  void both() { tiled<128>(1); tiled<768>(1); }
)";

/// The x component of a launch's block argument (a dim3 built from an integer).
const Expr *blockX(const CUDAKernelCallExpr *K) {
  const Expr *E = K->getConfig()->getArg(1)->IgnoreImplicit();
  while (const auto *C = dyn_cast<CXXConstructExpr>(E)) {
    if (C->getNumArgs() == 0)
      return nullptr;
    E = C->getArg(0)->IgnoreImplicit();
  }
  return E;
}

/// The block size's bound of the launch in each function (by the function's name).
std::map<std::string, std::optional<uint64_t>> blockBounds(ASTContext &Ctx,
                                                            std::map<std::string, bool> &Bounded) {
  auto VO = ValueOrigins::get(Ctx);
  std::map<std::string, std::optional<uint64_t>> Out;
  for (const BoundNodes &N :
       match(cudaKernelCallExpr(hasAncestor(functionDecl().bind("f"))).bind("k"), Ctx)) {
    const auto *K = N.getNodeAs<CUDAKernelCallExpr>("k");
    const auto *F = N.getNodeAs<FunctionDecl>("f");
    if (F->isTemplateInstantiation())
      continue; // the pattern's launch stands for them
    Out[F->getNameAsString()] = upperBound(blockX(K), *VO, Ctx);
    Bounded[F->getNameAsString()] = hasBoundedConfiguration(K, *VO, Ctx);
  }
  return Out;
}

TEST(LaunchBounds, WhatTheCodeLetsTheBlockSizeBe) {
  auto AST = parseCuda(Launches);
  ASSERT_TRUE(AST);
  std::map<std::string, bool> Bounded;
  auto B = blockBounds(AST->getASTContext(), Bounded);
  EXPECT_EQ(B["fixed"], std::optional<uint64_t>(256));
  EXPECT_EQ(B["clamped"], std::optional<uint64_t>(512));
  EXPECT_EQ(B["either"], std::optional<uint64_t>(1024));
  EXPECT_EQ(B["tiled"], std::optional<uint64_t>(768)); // the largest instantiation
  EXPECT_EQ(B["grown"], std::nullopt);                 // `t *= 8` after the bound
  EXPECT_EQ(B["reassigned"], std::nullopt);            // a write of a run-time value
  EXPECT_EQ(B["parameter"], std::nullopt);             // no call site in sight
  EXPECT_TRUE(Bounded["fixed"]);
  EXPECT_TRUE(Bounded["either"]);
  EXPECT_TRUE(Bounded["tiled"]);
  EXPECT_FALSE(Bounded["grown"]);
  EXPECT_FALSE(Bounded["shared"]); // 64 KiB of dynamic shared memory: over the default limit
}

} // namespace
