//===--- EventNeedlessTimingCheck.h - cuda-event-needless-timing --------------------------===//
#ifndef CUDALINT_CHECKS_EVENTNEEDLESSTIMINGCHECK_H
#define CUDALINT_CHECKS_EVENTNEEDLESSTIMINGCHECK_H

#include "analysis/CudaApiGate.h"
#include "analysis/ProbeData.h"
#include "clang/AST/Expr.h"
#include <vector>

namespace clang::tidy::cuda {

/// Flags events created with timing enabled (cudaEventCreate, cudaEventCreateWithFlags or
/// cuEventCreate without the DisableTiming flag) that are only recorded, waited for or queried
/// and never passed to cudaEventElapsedTime, when every use of the event is visible in the
/// translation unit and a record of it repeats (in a loop that repeats work, or a function
/// such a loop calls) outside stream capture. Fix-it: add the flag.
class EventNeedlessTimingCheck : public CudaApiCheck {
public:
  EventNeedlessTimingCheck(StringRef Name, ClangTidyContext *Context)
      : CudaApiCheck(Name, Context), Probe(Options) {}
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override {
    Probe.storeOptions(Opts, Options);
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;

private:
  ASTContext *Ctx = nullptr;
  std::vector<const CallExpr *> Creations;
  ProbeHook Probe;
};

} // namespace clang::tidy::cuda

#endif
