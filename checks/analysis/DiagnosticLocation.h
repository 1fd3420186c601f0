//===--- DiagnosticLocation.h - where cuda-* findings are reported -----------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_DIAGNOSTICLOCATION_H
#define CUDALINT_CHECKS_ANALYSIS_DIAGNOSTICLOCATION_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

namespace clang::tidy::cuda {

/// Where to report Loc (or S): its first token's place in a file (inside a macro argument, where
/// the argument is written; inside a macro body, where the macro is used). clang prints
/// that place anyway; clangd (hence editors) needs it: it drops a warning located on a token
/// of a system-header macro (cuda.h has `#define cuEventElapsedTime cuEventElapsedTime_v2`)
/// and a note located in any macro expansion (`CUDA_CHECK(cudaEventCreate(&e))`).
inline SourceLocation reportLocation(SourceLocation Loc, const SourceManager &SM) {
  return SM.getFileLoc(Loc);
}
inline SourceLocation reportLocation(const Stmt *S, const ASTContext &Ctx) {
  return reportLocation(S->getBeginLoc(), Ctx.getSourceManager());
}

/// True when A is before B in the translation unit (macro uses at their expansion).
inline bool isBefore(const SourceManager &SM, SourceLocation A, SourceLocation B) {
  return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A), SM.getExpansionLoc(B));
}
/// True when statement A begins before statement B.
inline bool isBefore(const SourceManager &SM, const Stmt *A, const Stmt *B) {
  return isBefore(SM, A->getBeginLoc(), B->getBeginLoc());
}

/// True when Loc is written as an argument of a macro the project defines (`CHECK(cudaX())`,
/// `RELEASE_ONLY(cudaX())`: the macro decides what becomes of the call), through the system
/// headers' renaming macros, which are not such a macro: cuda.h's `#define cuMemcpyHtoD
/// __CUDA_API_PTDS(cuMemcpyHtoD_v2)` makes every plain `cuMemcpyHtoD(...)` a macro argument.
inline bool writtenAsProjectMacroArgument(SourceLocation Loc, const SourceManager &SM) {
  for (unsigned Depth = 0; Loc.isMacroID() && Depth < 32; ++Depth) {
    if (SM.isMacroArgExpansion(Loc)) {
      // Where the macro's body uses the parameter: its spelling is in the macro's definition.
      SourceLocation Use = SM.getImmediateExpansionRange(Loc).getBegin();
      if (!SM.isInSystemHeader(SM.getSpellingLoc(Use)))
        return true;
    }
    Loc = SM.getImmediateMacroCallerLoc(Loc);
  }
  return false;
}

} // namespace clang::tidy::cuda

#endif
