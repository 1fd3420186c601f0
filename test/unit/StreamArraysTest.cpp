// The engine's view of streams kept in arrays (checks/analysis): which writes reach the elements
// of a heap array a local pointer owns (ValueOrigins), what a container's sizing stores, what
// such an element is (StreamAnalysis::classify), and when two elements are two streams
// (StreamRelation). Each case is parsed as CUDA with the test suite's stand-in runtime header.
#include "analysis/StreamClassification.h"
#include "analysis/StreamOrder.h"
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
  return parseCuda("#include \"cuda_runtime.h\"\n#include <cstdlib>\n" + Body);
}

/// The local variable named Name.
const VarDecl *variable(ASTContext &Ctx, const std::string &Name) {
  auto Found = match(varDecl(hasName(Name)).bind("v"), Ctx);
  return Found.empty() ? nullptr : Found.front().getNodeAs<VarDecl>("v");
}

/// The stream argument of the Nth launch (in source order) of the function named Fn.
const Expr *launchStream(ASTContext &Ctx, const std::string &Fn, unsigned N) {
  auto Found =
      match(cudaKernelCallExpr(hasAncestor(functionDecl(hasName(Fn)))).bind("k"), Ctx);
  if (N >= Found.size())
    return nullptr;
  const auto *K = Found[N].getNodeAs<CUDAKernelCallExpr>("k");
  const CallExpr *Config = K->getConfig();
  return Config->getNumArgs() > 3 ? Config->getArg(3) : nullptr;
}

TEST(HeapArrayElements, WritesThroughTheOwnerAreItsElements) {
  auto AST = parse(R"(
    void f(int n) {
      cudaStream_t *owned = (cudaStream_t *)malloc(n * sizeof(cudaStream_t));
      for (int i = 0; i < n; ++i) cudaStreamCreate(&owned[i]);
      cudaStreamCreate(owned + 1);
      free(owned);
    })");
  ASSERT_TRUE(AST);
  ValueOrigins VO(AST->getASTContext());
  llvm::SmallVector<ValueOrigin, 4> Writes;
  ASSERT_TRUE(VO.heapArrayElementWrites(variable(AST->getASTContext(), "owned"), Writes));
  // &owned[i] and owned + 1 handed to cudaStreamCreate; free(owned) is no write.
  EXPECT_EQ(Writes.size(), 2u);
  for (const ValueOrigin &W : Writes)
    EXPECT_EQ(W.K, ValueOrigin::Kind::OutArgument);
}

TEST(HeapArrayElements, UnknownWhenAliasedOrNotAFreshArray) {
  auto AST = parse(R"(
    void f(int n, cudaStream_t *given) {
      cudaStream_t *aliased = new cudaStream_t[n];
      cudaStream_t *other = aliased;
      cudaStreamCreate(&other[0]);
      cudaStream_t *borrowed = given;
      cudaStreamCreate(&borrowed[0]);
      delete[] aliased;
    })");
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  ValueOrigins VO(Ctx);
  llvm::SmallVector<ValueOrigin, 4> Writes;
  EXPECT_FALSE(VO.heapArrayElementWrites(variable(Ctx, "aliased"), Writes));
  EXPECT_FALSE(VO.heapArrayElementWrites(variable(Ctx, "borrowed"), Writes));
  // A parameter is no owner: its elements are the caller's.
  EXPECT_FALSE(VO.heapArrayElementWrites(variable(Ctx, "given"), Writes));
}

TEST(StreamClassification, ElementsOfArraysOfCreatedStreamsAreCreated) {
  auto AST = parse(R"(
    #include <vector>
    __global__ void k() {}
    void heap(int n) {
      cudaStream_t *s = new cudaStream_t[n];
      for (int i = 0; i < n; ++i) cudaStreamCreate(&s[i]);
      k<<<1, 1, 0, s[0]>>>();
    }
    void vec(int n) {
      std::vector<cudaStream_t> s(n);
      for (int i = 0; i < n; ++i) cudaStreamCreate(&s[i]);
      k<<<1, 1, 0, s[0]>>>();
    }
    void pushed() {
      std::vector<cudaStream_t> s;
      cudaStream_t made;
      cudaStreamCreate(&made);
      s.push_back(made);
      k<<<1, 1, 0, s[0]>>>();
    }
    void resized_only(int n) {
      std::vector<cudaStream_t> s;
      s.resize(n);
      k<<<1, 1, 0, s[0]>>>();
    }
    struct Pool {
      cudaStream_t s_[2];
      Pool() { for (int i = 0; i < 2; ++i) cudaStreamCreate(&s_[i]); }
      cudaStream_t operator[](int i) const { return s_[i]; }
    };
    void pool() {
      Pool p;
      k<<<1, 1, 0, p[0]>>>();
    })");
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  StreamAnalysis SA(Ctx, nullptr);
  EXPECT_EQ(SA.classify(launchStream(Ctx, "heap", 0)).Kind, StreamKind::Created);
  EXPECT_EQ(SA.classify(launchStream(Ctx, "vec", 0)).Kind, StreamKind::Created);
  EXPECT_EQ(SA.classify(launchStream(Ctx, "pushed", 0)).Kind, StreamKind::Created);
  // A project class's operator[] is a function: what it returns.
  EXPECT_EQ(SA.classify(launchStream(Ctx, "pool", 0)).Kind, StreamKind::Created);
  // Sizing stores no stream: nothing known is in it.
  EXPECT_EQ(SA.classify(launchStream(Ctx, "resized_only", 0)).Kind, StreamKind::Unknown);
}

TEST(StreamRelation, DistinctConstantElementsAreTwoStreams) {
  auto AST = parse(R"(
    __global__ void k() {}
    void created() {
      cudaStream_t s[2];
      cudaStreamCreate(&s[0]);
      cudaStreamCreate(&s[1]);
      k<<<1, 1, 0, s[0]>>>();
      k<<<1, 1, 0, s[1]>>>();
      k<<<1, 1, 0, s[0]>>>();
    }
    void copied() {
      cudaStream_t s[2];
      cudaStreamCreate(&s[0]);
      s[1] = s[0];
      k<<<1, 1, 0, s[0]>>>();
      k<<<1, 1, 0, s[1]>>>();
    })");
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  StreamAnalysis SA(Ctx, nullptr);
  StreamRelation Rel(SA);
  auto Use = [&](const std::string &Fn, unsigned N) {
    const Expr *E = launchStream(Ctx, Fn, N);
    return StreamUse{E, SA.classify(E)};
  };
  EXPECT_EQ(Rel(Use("created", 0), Use("created", 1)), Order::Unordered);
  EXPECT_EQ(Rel(Use("created", 0), Use("created", 2)), Order::Same);
  // One element a copy of the other: they may be one stream.
  EXPECT_EQ(Rel(Use("copied", 0), Use("copied", 1)), Order::Unknown);
}

} // namespace
