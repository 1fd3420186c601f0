//===--- CaptureUnsafeCallCheck.h - cuda-capture-unsafe-call ------------------------------===//
#ifndef CUDALINT_CHECKS_CAPTUREUNSAFECALLCHECK_H
#define CUDALINT_CHECKS_CAPTUREUNSAFECALLCHECK_H

#include "analysis/CaptureRegion.h"
#include "analysis/CudaApiGate.h"
#include "analysis/ProbeData.h"
#include "analysis/StreamClassification.h"
#include "llvm/ADT/DenseSet.h"
#include <memory>

namespace clang::tidy::cuda {

/// Flags, inside a stream capture region (cudaStreamBeginCapture ... cudaStreamEndCapture on
/// one stream, and the functions called from it), the calls the capture mode forbids
/// (cudaMalloc, cudaFree, synchronous copies, synchronizing or querying what is captured,
/// legacy-default-stream work) and work on another stream that was not joined to the capture.
class CaptureUnsafeCallCheck : public CudaApiCheck {
public:
  CaptureUnsafeCallCheck(StringRef Name, ClangTidyContext *Context)
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
  void onEndOfTranslationUnit() override {
    Finder.reset();
    Analysis.reset();
    Reported.clear();
  }

private:
  void checkCall(const CaptureRegion &R, const CapturedCall &C);
  void report(const CaptureRegion &R, const CapturedCall &C, StringRef Message,
              llvm::ArrayRef<std::string> Args);

  Preprocessor *PP = nullptr;
  std::shared_ptr<const StreamAnalysis> Analysis;
  std::unique_ptr<CaptureRegionFinder> Finder;
  llvm::DenseSet<std::pair<const void *, const void *>> Reported;
  ProbeHook Probe;
};

} // namespace clang::tidy::cuda

#endif
