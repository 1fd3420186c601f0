// When two expressions name the same stream (checks/analysis: sameStreamExpr, isPureAccessor):
// the same storage named the same way, or the same accessor called with the same arguments.
// Each case is parsed as CUDA with the test suite's stand-in runtime header.
#include "analysis/StreamIdentity.h"
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

/// The stream argument of each cudaStreamSynchronize in f, in source order.
std::vector<const Expr *> waitedStreams(ASTContext &Ctx) {
  std::vector<const Expr *> Out;
  for (const BoundNodes &N :
       match(callExpr(callee(functionDecl(hasName("cudaStreamSynchronize"))),
                      hasAncestor(functionDecl(hasName("f"))))
                 .bind("c"),
             Ctx))
    Out.push_back(N.getNodeAs<CallExpr>("c")->getArg(0));
  std::sort(Out.begin(), Out.end(), [&](const Expr *A, const Expr *B) {
    return Ctx.getSourceManager().isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
  });
  return Out;
}

const FunctionDecl *function(ASTContext &Ctx, const std::string &Name) {
  auto Found = match(functionDecl(hasName(Name), isDefinition()).bind("f"), Ctx);
  return Found.empty() ? nullptr : Found.front().getNodeAs<FunctionDecl>("f");
}

const char *const Accessors = R"(
  void log(const char *);
  struct Holder {
    cudaStream_t stream_;
    cudaStream_t ring_[4];
    int next_;
    static cudaStream_t Get(Holder *h) {
      if (h == nullptr) { log("no stream"); return 0; }
      return h->stream_;
    }
    static cudaStream_t Next(Holder *h) { return h->ring_[h->next_++ % 4]; }
    static cudaStream_t Logged(Holder *h) { log((const char *)h); return h->stream_; }
    static cudaStream_t Counted(Holder *h, int &uses) { ++uses; return h->stream_; }
    cudaStream_t mine() const { return stream_; }
  };
  cudaStream_t global_stream;
  cudaStream_t Global() { return global_stream; }
)";

TEST(PureAccessor, ReturnsOnlyWhatItsArgumentsHold) {
  auto AST = parseCuda(std::string("#include \"cuda_runtime.h\"\n") + Accessors);
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  EXPECT_TRUE(isPureAccessor(function(Ctx, "Get")));   // a null test, a log, then the member
  EXPECT_TRUE(isPureAccessor(function(Ctx, "mine")));  // a plain getter
  EXPECT_FALSE(isPureAccessor(function(Ctx, "Next"))); // advances a counter
  EXPECT_FALSE(isPureAccessor(function(Ctx, "Logged"))); // hands its argument to a call
  EXPECT_FALSE(isPureAccessor(function(Ctx, "Counted"))); // writes the caller's variable
  EXPECT_FALSE(isPureAccessor(function(Ctx, "Global"))); // a global, not an argument's member
}

TEST(SameStream, SameAccessorSameArguments) {
  auto AST = parseCuda("#include \"cuda_runtime.h\"\n" + std::string(Accessors) + R"(
    void f(Holder *a, Holder *b) {
      cudaStreamSynchronize(Holder::Get(a));
      cudaStreamSynchronize(Holder::Get(a));
      cudaStreamSynchronize(Holder::Get(b));
      cudaStreamSynchronize(Holder::Next(a));
      cudaStreamSynchronize(Holder::Next(a));
      cudaStreamSynchronize(a->mine());
      cudaStreamSynchronize(a->mine());
    })");
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  std::vector<const Expr *> W = waitedStreams(Ctx);
  ASSERT_EQ(W.size(), 7u);
  EXPECT_TRUE(sameStreamExpr(W[0], W[1], Ctx));  // Get(a), Get(a)
  EXPECT_FALSE(sameStreamExpr(W[0], W[2], Ctx)); // Get(a), Get(b)
  EXPECT_FALSE(sameStreamExpr(W[3], W[4], Ctx)); // Next(a) twice: two streams of the ring
  EXPECT_TRUE(sameStreamExpr(W[5], W[6], Ctx));  // a->mine() twice
  EXPECT_FALSE(sameStreamExpr(W[0], W[5], Ctx)); // two accessors
}

} // namespace
