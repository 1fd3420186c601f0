//===--- Fixes.h - applying and exporting the suggested fixes -------------------------===//
#ifndef CUDALINT_DRIVER_CLI_FIXES_H
#define CUDALINT_DRIVER_CLI_FIXES_H

#include "Report.h"
#include "TidyConfig.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

namespace cudalint {

/// Which edits --fix will make, decided before anything is printed or written.
struct FixPlan {
  std::map<std::string, clang::tooling::Replacements> ByFile;
  /// For each diagnostic of the report (same index): each edit, and whether it is applied.
  std::vector<std::vector<std::pair<FixEdit, bool>>> Attempts;
  unsigned Total = 0;
  unsigned Applied = 0;
  /// Fixes left alone because their translation unit had compile errors (no --fix-errors).
  unsigned SkippedForCompileErrors = 0;
  /// The report's hashes of the files as parsed (Report::ParsedHashes).
  std::map<std::string, std::optional<uint64_t>> ParsedHashes;
  /// What applyFixes replaced: each rewritten file's content as analysed, which the text
  /// report quotes (it is written after the fixes, so that it says only what was applied).
  std::map<std::string, std::string> Originals;
};

/// Collects the fixes of every finding; conflicting edits are left out. Compile errors'
/// fixes and fixes from translation units with compile errors need \p FixErrors.
FixPlan planFixes(const Report &R, bool FixErrors);

/// Writes the planned edits, formatting around them with each file's FormatStyle option.
/// Each file is replaced whole (temporary file, fsync, rename); a file whose content is not
/// what was parsed is left alone. Reports problems on \p Errs; returns false when a file
/// could not be updated, whose edits \p Plan then no longer counts as applied.
bool applyFixes(FixPlan &Plan, const OptionsProviderFactory &MakeProvider, llvm::raw_ostream &Errs);

/// Writes every finding's fixes as YAML that clang-apply-replacements applies.
llvm::Error exportFixes(const Report &R, llvm::StringRef MainFile, llvm::StringRef Path);

} // namespace cudalint

#endif
