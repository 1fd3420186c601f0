//===--- ElapsedTimeDisableTimingCheck.h - cuda-elapsed-time-disable-timing -------------===//
#ifndef CUDALINT_CHECKS_ELAPSEDTIMEDISABLETIMINGCHECK_H
#define CUDALINT_CHECKS_ELAPSEDTIMEDISABLETIMINGCHECK_H

#include "analysis/CudaApiGate.h"
#include "analysis/ProbeData.h"
#include "analysis/ValueOrigins.h"
#include <memory>

namespace clang::tidy::cuda {

/// Flags cudaEventElapsedTime / cuEventElapsedTime on an event that every reaching
/// creation made with cudaEventDisableTiming: the call fails and leaves the output as it was.
class ElapsedTimeDisableTimingCheck : public CudaApiCheck {
public:
  ElapsedTimeDisableTimingCheck(StringRef Name, ClangTidyContext *Context)
      : CudaApiCheck(Name, Context), Probe(Options) {}
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override {
    Probe.storeOptions(Opts, Options);
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override { Origins.reset(); }

private:
  std::shared_ptr<const ValueOrigins> Origins;
  ProbeHook Probe;
};

} // namespace clang::tidy::cuda

#endif
