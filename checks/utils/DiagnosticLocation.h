//===--- DiagnosticLocation.h - where cuda-* findings are reported -----------------------===//
#ifndef CUDALINT_CHECKS_UTILS_DIAGNOSTICLOCATION_H
#define CUDALINT_CHECKS_UTILS_DIAGNOSTICLOCATION_H

#include "clang/Basic/SourceManager.h"

namespace clang::tidy::cuda {

/// The location to report a warning or note at: the file location clang prints anyway.
/// clangd (hence editors) drops a warning located on a token of a system-header macro (cuda.h
/// has `#define cuEventElapsedTime cuEventElapsedTime_v2`) and a note located in any macro
/// expansion (`CUDA_CHECK(cudaEventCreate(&e))`); a file location reaches every front end.
inline SourceLocation reportLoc(const SourceManager &SM, SourceLocation Loc) {
  return Loc.isMacroID() ? SM.getFileLoc(Loc) : Loc;
}

} // namespace clang::tidy::cuda

#endif
