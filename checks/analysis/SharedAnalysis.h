//===--- SharedAnalysis.h - one analysis per translation unit, shared by the checks --------===//
//
// The provenance indexes walk the whole translation unit; building one per check would repeat
// that walk for every enabled check. sharedAnalysis<T>(Ctx, ...) builds T on the first request
// and hands the same object to every later one while any check holds it (checks drop theirs in
// onEndOfTranslationUnit). It is thread-safe: the CLI analyses translation units in parallel.
//
// The walks cover the project's code only: declarations in system headers (the CUDA toolkit,
// the C++ library) are skipped, as they are by every check's reporting. Whatever such code
// could write or call counts as unknown (ValueOrigins), so skipping it never adds a finding.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_SHAREDANALYSIS_H
#define CUDALINT_CHECKS_ANALYSIS_SHAREDANALYSIS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include <memory>
#include <mutex>

namespace clang::tidy::cuda {

template <typename T, typename... Args>
std::shared_ptr<const T> sharedAnalysis(ASTContext &Ctx, Args &&...A) {
  // Keyed by context; an expired entry is a finished translation unit whose context's address
  // may be reused. A context is analysed by one thread, so T is built outside the lock and
  // translation units analysed in parallel do not wait for each other.
  static std::mutex Lock;
  static llvm::DenseMap<const ASTContext *, std::weak_ptr<const T>> Cache;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    for (auto It = Cache.begin(); It != Cache.end();) {
      auto Next = std::next(It);
      if (It->second.expired())
        Cache.erase(It);
      It = Next;
    }
    if (auto It = Cache.find(&Ctx); It != Cache.end())
      if (auto Existing = It->second.lock())
        return Existing;
  }
  auto Fresh = std::make_shared<const T>(Ctx, std::forward<Args>(A)...);
  std::lock_guard<std::mutex> Guard(Lock);
  Cache[&Ctx] = Fresh;
  return Fresh;
}

/// True for a declaration written in a system header (the CUDA toolkit, the C++ library):
/// code the analyses do not walk.
inline bool isSystemCode(const Decl *D, const SourceManager &SM) {
  return D && !isa<TranslationUnitDecl>(D) && D->getLocation().isValid() &&
         SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation()));
}

} // namespace clang::tidy::cuda

#endif
