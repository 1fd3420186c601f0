//===--- ParseCuda.h - a CUDA source parsed host-side for the engine's unit tests ----------===//
#ifndef CUDALINT_TEST_UNIT_PARSECUDA_H
#define CUDALINT_TEST_UNIT_PARSECUDA_H

#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include <memory>
#include <string>

/// Code parsed as CUDA, host side, with the test suite's stand-in headers on the include path
/// (as the lit tests parse it); null when it does not parse.
inline std::unique_ptr<clang::ASTUnit> parseCuda(const std::string &Code) {
  return clang::tooling::buildASTFromCodeWithArgs(
      Code,
      {"-xcuda", "--cuda-host-only", "-nocudainc", "-nocudalib", "-std=c++17",
       "-Wno-unknown-cuda-version", "-I" CUDALINT_TEST_CHECKER_INPUTS},
      "input.cu");
}

#endif
