//===--- FindingFilters.h - fingerprints, baselines and changed-lines filters ---------===//
//
// A finding's fingerprint names it across edits that only move it: the check, the file's
// path relative to the project root, the flagged line's text with whitespace normalised,
// and its rank among findings with the same three. SARIF's partialFingerprints, the JSON
// report, GitLab's Code Quality and baselines all use it.
//
//===----------------------------------------------------------------------------------===//
#ifndef CUDALINT_DRIVER_CLI_FINDINGFILTERS_H
#define CUDALINT_DRIVER_CLI_FINDINGFILTERS_H

#include "Report.h"
#include "llvm/Support/Error.h"
#include <string>
#include <utility>
#include <vector>

namespace cudalint {

/// Sets Fingerprint on every diagnostic of \p R, paths taken relative to \p Root.
void assignFingerprints(Report &R, llvm::StringRef Root);

/// Writes the findings (not compile errors) of \p R as a baseline file.
llvm::Error writeBaseline(const Report &R, llvm::StringRef Root, llvm::StringRef Path);

struct BaselineOutcome {
  unsigned Suppressed = 0; ///< findings that the baseline already holds
  unsigned Gone = 0;       ///< baseline findings not seen in this run
};

/// Drops the findings whose fingerprints the baseline at \p Path holds.
llvm::Expected<BaselineOutcome> applyBaseline(Report &R, llvm::StringRef Path);

/// Lines to keep in the files whose path ends with Name (clang-tidy's --line-filter rule);
/// no ranges keeps the whole file.
struct LineFilterEntry {
  std::string Name;
  std::vector<std::pair<unsigned, unsigned>> Lines; ///< inclusive ranges
};
using LineFilter = std::vector<LineFilterEntry>;

/// clang-tidy's --line-filter JSON: [{"name": "file.cu", "lines": [[1, 3], [5, 7]]}, ...].
llvm::Expected<LineFilter> parseLineFilter(llvm::StringRef Json);
/// The lines that `git diff -U0 <Revision>` adds or changes, in the git work tree that
/// holds \p Directory (absolute names).
llvm::Expected<LineFilter> changedLines(llvm::StringRef Revision, llvm::StringRef Directory);
/// The same, from a unified diff whose paths are relative to \p TopLevel.
LineFilter parseUnifiedDiff(llvm::StringRef Diff, llvm::StringRef TopLevel);

/// Keeps the findings on kept lines of named files (compile errors always stay); returns
/// how many findings were dropped.
unsigned keepLines(Report &R, const LineFilter &Keep);

} // namespace cudalint

#endif
