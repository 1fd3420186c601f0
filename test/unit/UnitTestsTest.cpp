// The engine's answers about where code runs and what it measures (checks/analysis): what only
// unit tests reach (UnitTests.h), which loops repeat a statement's work, through calls
// (LoopWork::repeatingWorkLoops), which launch configurations cannot fail
// (LaunchConfiguration.h), and what a clock brackets (TimedRegion.h). Each case is parsed as
// CUDA with the stand-in runtime header.
#include "analysis/LaunchConfiguration.h"
#include "analysis/LoopWork.h"
#include "analysis/TimedRegion.h"
#include "analysis/UnitTests.h"
#include "analysis/ValueOrigins.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "ParseCuda.h"
#include "gtest/gtest.h"
#include <memory>
#include <string>

using namespace clang;
using namespace clang::ast_matchers;
using namespace clang::tidy::cuda;

namespace {

std::unique_ptr<ASTUnit> parse(const std::string &Body) {
  return parseCuda("#include \"cuda_runtime.h\"\n" + Body);
}

const FunctionDecl *function(ASTContext &Ctx, const std::string &Name) {
  auto Found = match(functionDecl(hasName(Name), isDefinition()).bind("f"), Ctx);
  return Found.empty() ? nullptr : Found.front().getNodeAs<FunctionDecl>("f");
}

/// The first call of the function named Callee.
const CallExpr *callOf(ASTContext &Ctx, const std::string &Callee) {
  auto Found = match(callExpr(callee(functionDecl(hasName(Callee)))).bind("c"), Ctx);
  return Found.empty() ? nullptr : Found.front().getNodeAs<CallExpr>("c");
}

const char *GtestStandIn = R"(
  namespace testing { class Test { public: virtual ~Test() {} virtual void TestBody() = 0; }; }
  #define TEST(S, N) class S##_##N##_Test : public ::testing::Test { \
    public: void TestBody() override; }; void S##_##N##_Test::TestBody()
)";

TEST(UnitTests, WhatOnlyTestBodiesReach) {
  auto AST = parse(std::string(GtestStandIn) + R"(
    static void onlyTests() {}
    void ownHelper() { onlyTests(); }   // external, but no other file declares it
    void shared() {}
    void app() { shared(); }
    int main() { app(); return 0; }
    TEST(Suite, Case) { ownHelper(); shared(); }
    namespace other { class Test { public: virtual void TestBody() {} }; }
  )");
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  ValueOrigins VO(Ctx);
  for (const char *Name : {"Suite_Case_Test::TestBody", "other::Test::TestBody", "onlyTests",
                           "ownHelper", "shared", "app", "main"})
    ASSERT_NE(function(Ctx, Name), nullptr) << Name;
  EXPECT_TRUE(isUnitTestBody(function(Ctx, "Suite_Case_Test::TestBody")));
  EXPECT_FALSE(isUnitTestBody(function(Ctx, "other::Test::TestBody"))); // not gtest's Test
  EXPECT_TRUE(runsOnlyInUnitTests(function(Ctx, "onlyTests"), VO));
  EXPECT_TRUE(runsOnlyInUnitTests(function(Ctx, "ownHelper"), VO));
  EXPECT_FALSE(runsOnlyInUnitTests(function(Ctx, "shared"), VO)); // main reaches it too
  EXPECT_FALSE(runsOnlyInUnitTests(function(Ctx, "app"), VO));
  EXPECT_FALSE(runsOnlyInUnitTests(function(Ctx, "main"), VO));
}

TEST(UnitTests, LambdasAndTestsSwitchedOff) {
  const char *Code = R"(
    template <class F> void spawn(F f) { f(); }
    void testWorkers() { spawn([] { cudaDeviceSynchronize(); }); }
    void switchedOff() {}
    int main() { spawn([] { cudaMemset(nullptr, 0, 4); }); return 0; }
  )";
  for (bool WithTests : {true, false}) {
    auto AST = parse(std::string(GtestStandIn) + Code +
                     (WithTests ? "TEST(Suite, Case) { testWorkers(); }" : ""));
    ASSERT_TRUE(AST);
    ASTContext &Ctx = AST->getASTContext();
    ValueOrigins VO(Ctx);
    ASSERT_NE(callOf(Ctx, "cudaDeviceSynchronize"), nullptr);
    ASSERT_NE(callOf(Ctx, "cudaMemset"), nullptr);
    // A lambda is its enclosing function's; main's lambda is the program's.
    EXPECT_EQ(runsOnlyInUnitTests(VO.enclosingFunction(callOf(Ctx, "cudaDeviceSynchronize")), VO),
              WithTests);
    EXPECT_FALSE(runsOnlyInUnitTests(VO.enclosingFunction(callOf(Ctx, "cudaMemset")), VO));
    // Nothing calls switchedOff: a test switched off in a test file, program code elsewhere.
    EXPECT_EQ(runsOnlyInUnitTests(function(Ctx, "switchedOff"), VO), WithTests);
  }
}

TEST(LaunchConfiguration, ThatCannotFail) {
  auto AST = parse(R"(
    __global__ void k() {}
    constexpr int kThreads = 128;
    void launches(int n, cudaStream_t s) {
      k<<<1, 1>>>();                          // 0: cannot fail
      k<<<dim3(2, 2), dim3(16, 16), 0, s>>>(); // 1: cannot fail
      k<<<4, kThreads>>>();                   // 2: cannot fail
      k<<<n, 32>>>();                         // 3: a grid known at run time
      k<<<1, 512>>>();                        // 4: registers can run out
      k<<<1, 2048>>>();                       // 5: too many threads
      k<<<1, 32, 1024>>>();                   // 6: dynamic shared memory
      k<<<0, 32>>>();                         // 7: an empty grid
      k<<<dim3(1, 70000), 32>>>();            // 8: grid y over 65535
    }
  )");
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  auto Found = match(cudaKernelCallExpr().bind("k"), Ctx);
  ASSERT_EQ(Found.size(), 9u);
  std::vector<const CUDAKernelCallExpr *> Launches;
  for (const BoundNodes &B : Found)
    Launches.push_back(B.getNodeAs<CUDAKernelCallExpr>("k"));
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::sort(Launches, [&](const CUDAKernelCallExpr *A, const CUDAKernelCallExpr *B) {
    return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
  });
  for (size_t I = 0; I < Launches.size(); ++I)
    EXPECT_EQ(hasConfigurationThatCannotFail(Launches[I], Ctx), I < 3) << "launch " << I;
}

TEST(TimedRegion, FromTheFirstClockReadingToTheLast) {
  auto AST = parse(R"(
    #include <chrono>
    struct Timer {
      void start() { t0 = std::chrono::steady_clock::now(); }
      void end() { t1 = std::chrono::steady_clock::now(); }
      double result() const { return (t1 - t0).count(); }
      std::chrono::steady_clock::time_point t0, t1;
    };
    void byTimer(cudaStream_t s) {
      cudaMalloc(nullptr, 4);
      Timer t; t.start(); cudaStreamSynchronize(s); t.end();
      cudaFree(nullptr);
      t.result();   // reads no clock
    }
    void byEvents(cudaEvent_t a, cudaEvent_t b, cudaStream_t s) {
      float ms;
      cudaEventRecord(a, s); cudaStreamSynchronize(s); cudaEventRecord(b, s);
      cudaEventElapsedTime(&ms, a, b);
    }
    void byChrono() {
      auto t0 = std::chrono::steady_clock::now();
      auto t1 = std::chrono::steady_clock::now();
    }
    void recordsOnly(cudaEvent_t a, cudaEvent_t b, cudaStream_t s) {
      cudaEventRecord(a, s); cudaStreamWaitEvent(s, b, 0); cudaEventRecord(b, s);
    }
    void oneReading() { auto t0 = std::chrono::steady_clock::now(); }
  )");
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  auto Span = [&](const char *Name) {
    const FunctionDecl *Fn = function(Ctx, Name);
    EXPECT_NE(Fn, nullptr) << Name;
    return Fn ? timedSpan(Fn->getBody(), Ctx) : std::nullopt;
  };
  std::optional<SourceRange> Timer = Span("byTimer");
  ASSERT_TRUE(Timer);
  // The allocation is before the span, the free after it.
  EXPECT_TRUE(SM.isBeforeInTranslationUnit(callOf(Ctx, "cudaMalloc")->getBeginLoc(),
                                           Timer->getBegin()));
  EXPECT_TRUE(SM.isBeforeInTranslationUnit(Timer->getEnd(),
                                           callOf(Ctx, "cudaFree")->getBeginLoc()));
  EXPECT_TRUE(Span("byEvents"));
  EXPECT_TRUE(Span("byChrono"));
  EXPECT_FALSE(Span("recordsOnly")); // events that order work, never timed
  EXPECT_FALSE(Span("oneReading"));
}

TEST(UnitTests, LoopsThatRepeatAStatementThroughCalls) {
  auto AST = parse(R"(
    void work() { cudaDeviceSynchronize(); }
    void step() { work(); }
    void train(int steps) {
      for (int i = 0; i < steps; ++i) step();
      for (int once = 0; once < 1; ++once) cudaMemset(nullptr, 0, 4);
    }
  )");
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  auto VO = ValueOrigins::get(Ctx);
  LoopWork Loops(*VO, llvm::ArrayRef<ApiFamily>());
  ASSERT_NE(callOf(Ctx, "cudaDeviceSynchronize"), nullptr);
  ASSERT_NE(callOf(Ctx, "cudaMemset"), nullptr);
  // cudaDeviceSynchronize runs in train's loop two calls down; the memset's loop runs once.
  EXPECT_EQ(Loops.repeatingWorkLoops(callOf(Ctx, "cudaDeviceSynchronize")).size(), 1u);
  EXPECT_TRUE(Loops.repeatingWorkLoops(callOf(Ctx, "cudaMemset")).empty());
}

} // namespace
