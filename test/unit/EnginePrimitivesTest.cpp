// The engine's shared AST primitives (checks/analysis): which child a statement always runs
// (StmtWalk.h alwaysRunsChild), which functions are host code (CudaApi.h isHostFunction,
// isHostOnlyFunction), the text an expression is written as (SourceText.h), and the CFGs the
// checks share (FunctionCFGs.h).
#include "ParseCuda.h"
#include "analysis/CudaApi.h"
#include "analysis/FunctionCFGs.h"
#include "analysis/SourceText.h"
#include "analysis/StmtWalk.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "gtest/gtest.h"
#include <map>
#include <string>

using namespace clang;
using namespace clang::ast_matchers;
using namespace clang::tidy::cuda;

namespace {

// Each function holds one call of g(); the test asks whether it runs each time the body does.
const char *const Shapes = R"(
  int g();
  struct S { int m[4]; };
  void plain(bool c) { g(); }
  void ifArm(bool c) { if (c) g(); }
  void ifCondition(bool c) { if (g()) {} }
  void andRight(bool c) { (void)(c && g()); }
  void andLeft(bool c) { (void)(g() && c); }
  void conditionalArm(bool c) { (void)(c ? g() : 0); }
  void conditionalTest(bool c) { (void)(g() ? 1 : 0); }
  void whileBody(bool c) { while (c) g(); }
  void doBody(bool c) { do g(); while (c); }
  void forInit(bool c) { for (g(); c;) {} }
  void forBody(bool c) { for (; c;) g(); }
  void subscript(bool c) { int a[4]; a[g()] = 1; }
  void member(bool c) { S s; s.m[g()] = 1; }
  void newed(bool c) { delete new int(g()); }
  void initList(bool c) { int a[] = {g(), 2}; }
  void tryBlock(bool c) { try { g(); } catch (...) {} }
  void handler(bool c) { try { } catch (...) { g(); } }
  void switchTest(bool c) { switch (g()) { default: break; } }
  void switchCase(int c) { switch (c) { case 1: g(); } }
  void label(bool c) { here: g(); }
  void thrown(bool c) { throw g(); }
  void statementExpression(bool c) { int x = ({ g(); }); }
)";

/// For the one call of g() in each function: whether every statement from the function's body
/// down to it always runs its child.
std::map<std::string, bool> runsEachTime(ASTContext &Ctx) {
  std::map<std::string, bool> Out;
  for (const BoundNodes &N :
       match(callExpr(callee(functionDecl(hasName("g"))), hasAncestor(functionDecl().bind("f")))
                 .bind("c"),
             Ctx)) {
    const auto *F = N.getNodeAs<FunctionDecl>("f");
    const Stmt *S = N.getNodeAs<CallExpr>("c");
    bool Always = true;
    while (S != F->getBody()) {
      DynTypedNodeList Up = Ctx.getParents(*S);
      // A variable's initializer: its declaration statement runs it.
      if (Up.size() == 1 && Up[0].get<VarDecl>())
        Up = Ctx.getParents(Up[0]);
      const Stmt *Parent = Up.size() == 1 ? Up[0].get<Stmt>() : nullptr;
      if (!Parent) {
        Always = false;
        break;
      }
      Always = Always && alwaysRunsChild(Parent, S);
      S = Parent;
    }
    Out[F->getNameAsString()] = Always;
  }
  return Out;
}

TEST(AlwaysRunsChild, OperandsConditionsAndBlocksThatAlwaysRun) {
  auto AST = parseCuda(Shapes);
  ASSERT_TRUE(AST);
  auto R = runsEachTime(AST->getASTContext());
  for (const char *Always : {"plain", "ifCondition", "andLeft", "conditionalTest", "doBody",
                             "forInit", "subscript", "member", "newed", "initList", "tryBlock",
                             "switchTest", "label", "thrown", "statementExpression"}) {
    ASSERT_TRUE(R.count(Always)) << Always;
    EXPECT_TRUE(R[Always]) << Always;
  }
}

TEST(AlwaysRunsChild, ArmsBodiesAndHandlersMayNotRun) {
  auto AST = parseCuda(Shapes);
  ASSERT_TRUE(AST);
  auto R = runsEachTime(AST->getASTContext());
  for (const char *Maybe :
       {"ifArm", "andRight", "conditionalArm", "whileBody", "forBody", "handler", "switchCase"}) {
    ASSERT_TRUE(R.count(Maybe)) << Maybe;
    EXPECT_FALSE(R[Maybe]) << Maybe;
  }
}

const FunctionDecl *function(ASTContext &Ctx, const std::string &Name) {
  auto Found = match(functionDecl(hasName(Name), isDefinition()).bind("f"), Ctx);
  return Found.empty() ? nullptr : Found.front().getNodeAs<FunctionDecl>("f");
}

TEST(HostFunction, KernelsAndDeviceOnlyCodeAreNotHostCode) {
  auto AST = parseCuda(R"(
    #include "cuda_runtime.h"
    void plain() {}
    __host__ void host() {}
    __host__ __device__ void both() {}
    __device__ void device() {}
    __global__ void kernel() {}
  )");
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  std::map<std::string, std::pair<bool, bool>> Expected = {{"plain", {true, true}},
                                                           {"host", {true, true}},
                                                           {"both", {true, false}},
                                                           {"device", {false, false}},
                                                           {"kernel", {false, false}}};
  for (const auto &[Name, HostAndHostOnly] : Expected) {
    const FunctionDecl *FD = function(Ctx, Name);
    ASSERT_TRUE(FD) << Name;
    EXPECT_EQ(isHostFunction(FD), HostAndHostOnly.first) << Name;
    EXPECT_EQ(isHostOnlyFunction(FD), HostAndHostOnly.second) << Name;
  }
  EXPECT_FALSE(isHostFunction(nullptr));
  EXPECT_FALSE(isHostOnlyFunction(nullptr));
}

/// The first argument of each call of use() in f, in source order.
std::vector<const Expr *> usedArguments(ASTContext &Ctx) {
  std::vector<const Expr *> Out;
  for (const BoundNodes &N :
       match(callExpr(callee(functionDecl(hasName("use"))), hasAncestor(functionDecl(hasName("f"))))
                 .bind("c"),
             Ctx))
    Out.push_back(N.getNodeAs<CallExpr>("c")->getArg(0));
  std::sort(Out.begin(), Out.end(), [&](const Expr *A, const Expr *B) {
    const SourceManager &SM = Ctx.getSourceManager();
    return SM.isBeforeInTranslationUnit(SM.getFileLoc(A->getBeginLoc()),
                                        SM.getFileLoc(B->getBeginLoc()));
  });
  return Out;
}

TEST(SourceText, WrittenInTheFileOrInOneMacroBody) {
  auto AST = parseCuda(R"(
    void use(int);
    #define CHECK(x) use(x)
    #define BODY use(h + 2)
    #define PLUS(a, b) a + b
    void f(int h, int n) {
      use(h + n);
      CHECK(h  *  n);
      BODY;
      use(PLUS(h, n));
    }
  )");
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  std::vector<const Expr *> Args = usedArguments(Ctx);
  ASSERT_EQ(Args.size(), 4u);
  EXPECT_EQ(writtenText(Args[0], Ctx), "h + n");
  EXPECT_EQ(writtenText(Args[1], Ctx), "h  *  n"); // a macro argument: as written
  EXPECT_EQ(writtenText(Args[2], Ctx), "");        // inside a macro's body
  EXPECT_EQ(writtenTextOrMacroBody(Args[2], Ctx), "h + 2");
  EXPECT_EQ(writtenText(Args[3], Ctx), "PLUS(h, n)"); // the whole macro use
  EXPECT_EQ(writtenTextOrMacroBody(Args[0], Ctx), "h + n");
  EXPECT_EQ(writtenText(nullptr, Ctx), "");
  EXPECT_EQ(writtenTextOrMacroBody(nullptr, Ctx), "");
}

unsigned elementsOfKind(const CFG &G, CFGElement::Kind K) {
  unsigned N = 0;
  for (const CFGBlock *B : G)
    for (const CFGElement &E : *B)
      N += E.getKind() == K;
  return N;
}

TEST(FunctionCFGs, OneGraphPerFunctionAndDetailSharedByTheUnit) {
  auto AST = parseCuda(R"(
    struct Guard { ~Guard(); };
    int g(int);
    void f(int n) { Guard guard; if (n) g(g(n)); }
  )");
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  const FunctionDecl *F = function(Ctx, "f");
  ASSERT_TRUE(F);
  auto CFGs = FunctionCFGs::get(Ctx);
  EXPECT_EQ(CFGs, FunctionCFGs::get(Ctx)); // one instance per unit while it is held
  using Detail = FunctionCFGs::Detail;
  const CFG *Plain = CFGs->of(F, Detail::Statements);
  const CFG *Every = CFGs->of(F, Detail::EveryStatement);
  const CFG *Dtors = CFGs->of(F, Detail::EveryStatementAndDestructors);
  ASSERT_TRUE(Plain && Every && Dtors);
  EXPECT_EQ(Plain, CFGs->of(F, Detail::Statements)); // built once
  // Every sub-expression is an element with setAllAlwaysAdd: more elements than the default.
  EXPECT_LT(elementsOfKind(*Plain, CFGElement::Statement),
            elementsOfKind(*Every, CFGElement::Statement));
  // The implicit destructor of `guard` only with the destructors' detail.
  EXPECT_EQ(elementsOfKind(*Every, CFGElement::AutomaticObjectDtor), 0u);
  EXPECT_EQ(elementsOfKind(*Dtors, CFGElement::AutomaticObjectDtor), 1u);
  ASSERT_TRUE(CFGs->parents(F));
  EXPECT_EQ(CFGs->parents(F), CFGs->parents(F));
  EXPECT_EQ(CFGs->of(nullptr, Detail::Statements), nullptr);
  const FunctionDecl *G = nullptr;
  for (const Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (const auto *FD = dyn_cast<FunctionDecl>(D); FD && FD->getName() == "g")
      G = FD;
  ASSERT_TRUE(G);
  EXPECT_EQ(CFGs->of(G, Detail::Statements), nullptr); // declared, no body
}

} // namespace
