// The most times a loop's body can run (checks/analysis: LoopWork::maxTrips), as the loop
// rules and cuda-host-access-before-sync's buffer rings read it: counting for loops over
// constants and locals every reaching write of which is a constant; nothing else is known.
#include "analysis/LoopWork.h"
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

const char *const Loops = R"(
  void up(int n) { for (int i = 0; i < 2; ++i) {} }
  void upTo(int n) { for (int i = 1; i <= 3; i++) {} }
  void down(int n) { for (int i = 4; i > 0; --i) {} }
  void local(int n) { int runs = 1; for (int run = 0; run < runs; ++run) {} }
  void twoWrites(int n, bool b) { int c = 2; if (b) c = 5; for (int i = 0; i < c; ++i) {} }
  void never(int n) { while (false) {} }
  void empty(int n) { for (int i = 3; i < 1; ++i) {} }
  void unknown(int n) { for (int i = 0; i < n; ++i) {} }
  void overshoots(int n) { for (int i = 0; i != 3; i += 2) {} }
  void whileLoop(int n) { while (n--) {} }
)";

std::map<std::string, std::optional<int64_t>> trips(ASTContext &Ctx) {
  auto VO = ValueOrigins::get(Ctx);
  std::map<std::string, std::optional<int64_t>> Out;
  for (const BoundNodes &N :
       match(stmt(anyOf(forStmt(), whileStmt()), hasAncestor(functionDecl().bind("f"))).bind("l"),
             Ctx))
    Out[N.getNodeAs<FunctionDecl>("f")->getNameAsString()] =
        LoopWork::maxTrips(N.getNodeAs<Stmt>("l"), Ctx, VO.get());
  return Out;
}

TEST(LoopTrips, CountingLoopsOverConstants) {
  auto AST = parseCuda(Loops);
  ASSERT_TRUE(AST);
  auto T = trips(AST->getASTContext());
  EXPECT_EQ(T["up"], std::optional<int64_t>(2));
  EXPECT_EQ(T["upTo"], std::optional<int64_t>(3));
  EXPECT_EQ(T["down"], std::optional<int64_t>(4));
  EXPECT_EQ(T["local"], std::optional<int64_t>(1));     // issue 15's numRuns = 1
  EXPECT_EQ(T["twoWrites"], std::optional<int64_t>(5)); // the larger of the writes
  EXPECT_EQ(T["never"], std::optional<int64_t>(0));
  EXPECT_EQ(T["empty"], std::optional<int64_t>(0));
  EXPECT_EQ(T["unknown"], std::nullopt);
  EXPECT_EQ(T["overshoots"], std::nullopt); // a step of 2 may jump over the bound
  EXPECT_EQ(T["whileLoop"], std::nullopt);
}

} // namespace
