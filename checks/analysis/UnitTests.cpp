//===--- UnitTests.cpp - code that runs only in a unit test -------------------------------===//
#include "UnitTests.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"

namespace clang::tidy::cuda {

namespace {

/// True when Class is testing::Test or derives from it.
bool derivesFromGtestTest(const CXXRecordDecl *Class, unsigned Depth = 0) {
  if (!Class || Depth > 16)
    return false;
  Class = Class->getDefinition();
  if (!Class)
    return false;
  if (Class->getName() == "Test")
    if (const auto *NS = dyn_cast<NamespaceDecl>(Class->getDeclContext()->getRedeclContext());
        NS && NS->getName() == "testing")
      return true;
  for (const CXXBaseSpecifier &Base : Class->bases())
    if (derivesFromGtestTest(Base.getType()->getAsCXXRecordDecl(), Depth + 1))
      return true;
  return false;
}

} // namespace

bool isUnitTestBody(const FunctionDecl *Fn) {
  if (!Fn || !Fn->getIdentifier())
    return false;
  StringRef Name = Fn->getName();
  if (const auto *M = dyn_cast<CXXMethodDecl>(Fn); M && Name == "TestBody")
    return derivesFromGtestTest(M->getParent());
  // The names the frameworks' TEST_CASE macros give their functions.
  return Name.starts_with("____C_A_T_C_H____T_E_S_T____") ||
         Name.starts_with("_DOCTEST_ANON_FUNC_") || Name.starts_with("DOCTEST_ANON_FUNC_");
}

namespace {

/// runsOnlyInUnitTests, Depth calls up.
bool onlyInUnitTests(const FunctionDecl *Fn, const ValueOrigins &VO, unsigned Depth) {
  if (!Fn)
    return false;
  if (isUnitTestBody(Fn))
    return true;
  if (Depth >= 6)
    return false;
  // A function other files can declare and call may run anywhere; a test file's own helpers
  // (declared in that file alone, as gtest files' `void test_basic()`) are that file's.
  const SourceManager &SM = Fn->getASTContext().getSourceManager();
  if (Fn->isExternallyVisible() && llvm::any_of(Fn->redecls(), [&](const FunctionDecl *D) {
        return !SM.isInMainFile(SM.getExpansionLoc(D->getLocation()));
      }))
    return false;
  llvm::SmallVector<const Expr *, 8> Calls;
  if (!VO.callSites(Fn, Calls) || Calls.empty())
    return false;
  return llvm::all_of(Calls, [&](const Expr *Call) {
    return onlyInUnitTests(VO.enclosingFunction(Call), VO, Depth + 1);
  });
}

} // namespace

bool runsOnlyInUnitTests(const FunctionDecl *Fn, const ValueOrigins &VO) {
  return onlyInUnitTests(Fn, VO, 0);
}

} // namespace clang::tidy::cuda
