// The engine's answers about where code runs (checks/analysis): what only unit tests reach
// (UnitTests.h), and which loops repeat a statement's work, through calls
// (LoopWork::repeatingWorkLoops). Each case is parsed as CUDA with the stand-in runtime header.
#include "analysis/LoopWork.h"
#include "analysis/UnitTests.h"
#include "analysis/ValueOrigins.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "gtest/gtest.h"
#include <memory>
#include <string>

using namespace clang;
using namespace clang::ast_matchers;
using namespace clang::tidy::cuda;

namespace {

std::unique_ptr<ASTUnit> parse(const std::string &Body) {
  std::string Code = "#include \"cuda_runtime.h\"\n" + Body;
  return tooling::buildASTFromCodeWithArgs(
      Code,
      {"-xcuda", "--cuda-host-only", "-nocudainc", "-nocudalib", "-std=c++17",
       "-Wno-unknown-cuda-version", "-I" CUDALINT_TEST_CHECKER_INPUTS},
      "input.cu");
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
