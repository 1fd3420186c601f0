//===--- TimingNames.h - functions that read a clock, by their name -----------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_TIMINGNAMES_H
#define CUDALINT_CHECKS_ANALYSIS_TIMINGNAMES_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace clang::tidy::cuda {

/// True for a function named for reading a clock or a duration (`getCpuTime`, `now`, `tic`,
/// `clock_gettime`, `elapsed_ms`).
inline bool isTimingName(llvm::StringRef Name) {
  std::string L = Name.lower();
  llvm::StringRef S(L);
  return S.contains("time") || S.contains("clock") || S == "now" || S.contains("tick") ||
         S == "tic" || S == "toc" || S.contains("elapsed");
}

} // namespace clang::tidy::cuda

#endif
