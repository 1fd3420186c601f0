// The callers of a function template (checks/analysis: ValueOrigins::callSites): an analysis
// that climbs from a statement of an instantiation that does not depend on the template's
// arguments reaches the template (the pattern), and asks for its callers: those of every
// instantiation. Parsed as CUDA with the test suite's stand-in runtime header.
#include "ParseCuda.h"
#include "analysis/ValueOrigins.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "gtest/gtest.h"

using namespace clang;
using namespace clang::ast_matchers;
using namespace clang::tidy::cuda;

namespace {

TEST(TemplateCallers, ThePatternIsCalledWhereItsInstantiationsAre) {
  auto AST = parseCuda(R"(
    #include "cuda_runtime.h"
    template <class T> void wait_each(int n) {
      for (int i = 0; i < n; ++i) cudaDeviceSynchronize();
    }
    struct Pool {
      template <class T> void drain() { cudaDeviceSynchronize(); }
    };
    template <class T> void unused() { cudaDeviceSynchronize(); }
    template <class T> void called_through_pointer() { cudaDeviceSynchronize(); }
    void f(Pool &p) {
      for (int step = 0; step < 4; ++step) {
        wait_each<int>(2);
        wait_each<float>(3);
        p.drain<int>();
      }
      void (*fp)() = &called_through_pointer<int>;
      fp();
    })");
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  ValueOrigins VO(Ctx);
  auto Sync = [&](const std::string &Fn) {
    // The non-dependent call: shared by the pattern and its instantiations.
    auto Found = match(callExpr(callee(functionDecl(hasName("cudaDeviceSynchronize"))),
                                hasAncestor(functionDecl(hasName(Fn))))
                           .bind("c"),
                       Ctx);
    return Found.empty() ? nullptr : Found.front().getNodeAs<CallExpr>("c");
  };
  auto Callers = [&](const std::string &Fn, bool &Known) {
    llvm::SmallVector<const Expr *, 4> Sites;
    Known = VO.callSites(VO.enclosingFunction(Sync(Fn)), Sites);
    return Sites.size();
  };
  bool Known = false;
  EXPECT_EQ(Callers("wait_each", Known), 2u); // both instantiations' calls
  EXPECT_TRUE(Known);
  EXPECT_EQ(Callers("drain", Known), 1u); // a member template
  EXPECT_TRUE(Known);
  EXPECT_EQ(Callers("unused", Known), 0u); // never instantiated, never called
  EXPECT_TRUE(Known);
  Callers("called_through_pointer", Known); // its address is taken: callers unknown
  EXPECT_FALSE(Known);
}

} // namespace
