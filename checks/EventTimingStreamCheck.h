//===--- EventTimingStreamCheck.h - cuda-event-timing-stream ------------------------------===//
#ifndef CUDALINT_CHECKS_EVENTTIMINGSTREAMCHECK_H
#define CUDALINT_CHECKS_EVENTTIMINGSTREAMCHECK_H

#include "analysis/CudaApiGate.h"
#include "analysis/ProbeData.h"
#include "analysis/StreamClassification.h"
#include <memory>

namespace clang::tidy::cuda {

/// Flags cudaEventElapsedTime(&ms, start, stop) when the work recorded between the two events
/// ran on a stream neither event is ordered with (events on the legacy default stream and work
/// on a non-blocking stream, events on one stream and work on another with no
/// cudaStreamWaitEvent join), and when start and stop are recorded on two unordered streams.
class EventTimingStreamCheck : public CudaApiCheck {
public:
  EventTimingStreamCheck(StringRef Name, ClangTidyContext *Context)
      : CudaApiCheck(Name, Context), Probe(Options) {}
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override {
    Probe.storeOptions(Opts, Options);
  }
  void registerPPCallbacks(const SourceManager &SM, Preprocessor *PP,
                           Preprocessor *ModuleExpanderPP) override {
    this->PP = PP;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override { Analysis.reset(); }

private:
  Preprocessor *PP = nullptr;
  std::shared_ptr<const StreamAnalysis> Analysis;
  ProbeHook Probe;
};

} // namespace clang::tidy::cuda

#endif
