//===--- Output.h - the report as text (like clang-tidy), JSON or SARIF ---------------===//
#ifndef CUDALINT_DRIVER_CLI_OUTPUT_H
#define CUDALINT_DRIVER_CLI_OUTPUT_H

#include "FindingFilters.h"
#include "Fixes.h"
#include "Report.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>

namespace cudalint {

/// What the machine-readable writers say about the run besides the diagnostics.
struct RunInfo {
  std::vector<std::string> EnabledChecks;
  std::vector<std::string> InputErrors; ///< missing files, commands not found, ...
  int ExitCode = 0;
  /// Absolute folder that JSON and SARIF paths are relative to (--source-root); the
  /// documents never name it, so that they read the same on every machine.
  std::string SourceRoot;
  std::optional<BaselineOutcome> Baseline; ///< with --baseline
  /// The project index's join: findings that depend on another unit, and how many it dropped.
  /// Complete is false when a unit did not parse cleanly or stopped: what its functions do is
  /// known only in part, so a dropped finding may be real (unknown, not absent).
  struct IndexOutcome {
    unsigned Conditional = 0;
    unsigned Dropped = 0;
    bool Complete = true;
  } Index;
};

/// clang-tidy's text: "file:line:col: warning: message [check]", the source line with a
/// caret, then the notes. With \p Plan, notes say which fixes were applied.
void writeText(const Report &R, const FixPlan *Plan, llvm::raw_ostream &OS, bool Colors,
               bool CompileErrorsOnly = false);

/// The "cudalint/1" JSON document (docs/json-schema.md).
void writeJson(const Report &R, const RunInfo &Info, llvm::raw_ostream &OS);

/// SARIF 2.1.0, as GitHub code scanning accepts it.
void writeSarif(const Report &R, const RunInfo &Info, llvm::raw_ostream &OS);

/// Whether \p Path can be written (its folder exists and is writable, or it is a device or
/// pipe that opens for writing); checked before the analysis, so that a bad --output fails
/// fast.
llvm::Error checkWritable(llvm::StringRef Path);

/// Writes \p Contents to \p Path whole or not at all: a temporary file next to it, renamed
/// over it (through symlinks; the replaced file's permissions kept), fsync'd with its folder
/// when \p Durable. A device or pipe (/dev/full, /dev/stdout) is written directly. Every
/// failure (a full disk, a closed pipe) is an error.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents, bool Durable);

/// Writes \p Contents to standard output and flushes; a failed write is an error (and does
/// not make LLVM abort at exit).
llvm::Error writeToStdout(llvm::StringRef Contents);

/// "file:///..." URI of an absolute path, percent-encoded.
std::string fileUri(llvm::StringRef AbsolutePath);

/// \p AbsolutePath relative to \p Root as a percent-encoded URI reference, or nullopt when
/// the file is not under \p Root.
std::optional<std::string> relativeUri(llvm::StringRef AbsolutePath, llvm::StringRef Root);

} // namespace cudalint

#endif
