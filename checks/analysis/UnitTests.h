//===--- UnitTests.h - code that runs only in a unit test ---------------------------------===//
//
// Performance checks stay silent in unit tests: a test's copies, allocations and waits run to
// check results, not to be fast. What counts as a test is what the test frameworks generate:
// gtest's TestBody methods, Catch2's and doctest's test-case functions.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_UNITTESTS_H
#define CUDALINT_CHECKS_ANALYSIS_UNITTESTS_H

#include "ValueOrigins.h"
#include "clang/AST/Decl.h"

namespace clang::tidy::cuda {

/// True when Fn is the body of a unit test: gtest's TestBody (a method of a class derived from
/// testing::Test), a Catch2 TEST_CASE or a doctest TEST_CASE function.
bool isUnitTestBody(const FunctionDecl *Fn);

/// True when Fn runs only in unit tests as far as this translation unit shows: it is a test
/// body, or it has calls here, every one in a function that runs only in unit tests (six
/// calls up), and no other file can call it (internal, or declared in the main file alone).
bool runsOnlyInUnitTests(const FunctionDecl *Fn, const ValueOrigins &VO);

} // namespace clang::tidy::cuda

#endif
