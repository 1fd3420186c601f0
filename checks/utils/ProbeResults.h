//===--- ProbeResults.h - measured costs from cudalint-probe on findings ----------------===//
//
// cudalint-probe measures, on the user's GPU, what each check's pattern costs (schema
// cudalint-probe/1, docs/probe.md). With the option ProbeResults=FILE (the CLI's
// --probe-results), each finding gets a note with the figure measured for its check, at the
// nearest measured size when the finding's size is a compile-time constant, and, when the file
// holds plan results for this very finding (--export-probe-plan, then cudalint-probe --plan),
// whether the cost was confirmed.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_UTILS_PROBERESULTS_H
#define CUDALINT_CHECKS_UTILS_PROBERESULTS_H

#include "clang-tidy/ClangTidyCheck.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang::tidy::cuda {

/// What is statically known of a finding's configuration, in cudalint-probe's plan terms.
struct ProbeConfig {
  std::optional<uint64_t> Bytes;      // copy size
  std::optional<std::string> Direction; // "H2D" or "D2H"
  std::optional<uint64_t> AllocBytes; // allocation size
  std::optional<unsigned> Streams;    // streams the code creates
};

/// One finding whose configuration can be measured (for --export-probe-plan).
struct ProbePlanItem {
  std::string Id;    // see probeFindingId
  std::string Check; // short name, without "cuda-"
  ProbeConfig Config;
};

/// A stable name for a finding: "<check>@<file name>:<line>:<column>".
std::string probeFindingId(llvm::StringRef Check, const SourceManager &SM, SourceLocation Loc);

/// Records findings for the plan while enabled (the CLI enables it for --export-probe-plan).
void setProbePlanRecording(bool Enabled);
/// The findings recorded so far, sorted by id, without duplicates; clears the record.
std::vector<ProbePlanItem> takeProbePlanItems();

/// A check's handle on the measured costs: reads the ProbeResults option (per check or
/// global) once, and gives the notes for each finding.
class ProbeCostReporter {
public:
  ProbeCostReporter(llvm::StringRef CheckName, ClangTidyCheck::OptionsView &Options);
  void storeOptions(ClangTidyOptions::OptionMap &Opts, ClangTidyCheck::OptionsView &Options) const;

  /// Notes for the finding at Loc ("measured on <GPU>: ...", "confirmed on <GPU>: ..."), and
  /// records it for the plan when recording is on.
  llvm::SmallVector<std::string, 2> notesFor(const SourceManager &SM, SourceLocation Loc,
                                             const ProbeConfig &Config) const;

  class Results;

private:
  std::string ShortName;
  std::string Path;
  std::shared_ptr<const Results> Loaded;
};

} // namespace clang::tidy::cuda

#endif
