//===--- MissingStreamCheck.h - cuda-missing-stream ---------------------------------------===//
#ifndef CUDALINT_CHECKS_MISSINGSTREAMCHECK_H
#define CUDALINT_CHECKS_MISSINGSTREAMCHECK_H

#include "analysis/CudaApiGate.h"
#include "analysis/FunctionSummaries.h"
#include "analysis/ProbeData.h"
#include "analysis/StreamClassification.h"
#include <memory>

namespace clang::tidy::cuda {

/// Flags asynchronous work whose omitted stream argument sends it to the default stream:
/// async copies, memsets and prefetches without a stream, and, in code that uses other
/// streams, kernel launches without one, event records, and calls of the project's
/// wrappers whose stream parameter defaults to the default stream.
class MissingStreamCheck : public CudaApiCheck {
public:
  enum class LaunchPolicy { MultiStreamOnly, Always, Never };

  MissingStreamCheck(StringRef Name, ClangTidyContext *Context);
  void registerPPCallbacks(const SourceManager &SM, Preprocessor *PP,
                           Preprocessor *ModuleExpanderPP) override {
    this->PP = PP;
  }
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;
  void onEndOfTranslationUnit() override { Analysis.reset(); }

private:
  /// Whether an omitted stream argument is reported, and how.
  struct Verdict {
    bool Report = false;
    bool PerThread = false;         // it falls back to the per-thread default stream
    bool NeedsOtherStreams = false; // reported because the translation unit uses streams
    bool DefaultHandle = false;     // the parameter defaults to a default stream at all
    /// Not reported if this function, which another unit defines, only waits for the device
    /// (a launch whose next CUDA work may be that wait; decided by the project index).
    const FunctionDecl *UnlessWaits = nullptr;
    /// Not reported if this wrapper, which another unit defines, never reads its stream
    /// parameter (the index's FunctionSummary::IgnoredStreams).
    std::pair<const FunctionDecl *, unsigned> UnlessIgnores{nullptr, 0};
  };
  Verdict verdict(const StreamSite &Site) const;
  /// The edit that passes the one stream the function uses, when it keeps the order of
  /// the function's work.
  std::optional<FixItHint> fixFor(const StreamSite &Site, const NearbyStreams &Nearby) const;
  /// " ('train', which leads here, uses 'stream')" when the stream at hand for S is in a
  /// function on the way to S's, else empty.
  std::string streamAtHandNote(const Stmt *S) const;
  void checkSite(const StreamSite &Site);

  const LaunchPolicy KernelLaunches;
  const LaunchPolicy MemoryOperations;
  const bool PerThreadToo;
  /// A `cudalint --export-index` file: which functions of other units only wait for the
  /// device, for the plugin and clangd (the cudalint command builds its own index).
  ProjectIndexOption ProjectIndex;
  const SummaryIndex *Index = nullptr;
  Preprocessor *PP = nullptr;
  std::shared_ptr<const StreamAnalysis> Analysis;
  ProbeHook Probe;
};

} // namespace clang::tidy::cuda

namespace clang::tidy {
template <> struct OptionEnumMapping<cuda::MissingStreamCheck::LaunchPolicy> {
  static llvm::ArrayRef<std::pair<cuda::MissingStreamCheck::LaunchPolicy, StringRef>>
  getEnumMapping();
};
} // namespace clang::tidy

#endif
