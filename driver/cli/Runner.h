//===--- Runner.h - runs the checks over translation units, in parallel ---------------===//
#ifndef CUDALINT_DRIVER_CLI_RUNNER_H
#define CUDALINT_DRIVER_CLI_RUNNER_H

#include "ReportDeviceCode.h"
#include "TidyConfig.h"
#include "clang-tidy/ClangTidyDiagnosticConsumer.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <string>
#include <vector>

namespace cudalint {

struct TranslationUnitJob {
  std::string File;                        ///< absolute path of the main file
  clang::tooling::CompileCommand Command;  ///< prepared for analysis
};

struct TranslationUnitOutcome {
  /// Everything reported: check findings and compiler diagnostics, with the paths the
  /// compiler saw (relative ones are relative to BuildDirectory).
  std::vector<clang::tidy::ClangTidyError> Diagnostics;
  clang::tidy::ClangTidyStats Stats;
  bool CompileErrors = false; ///< the translation unit did not parse cleanly
  bool Crashed = false;       ///< analysis stopped by a crash; Diagnostics is empty
  UnitFacts Facts;            ///< device-only bodies, whether the unit can call CUDA
};

struct RunSettings {
  unsigned Jobs = 1;     ///< worker threads
  bool Progress = false; ///< "[k/n] file" on stderr as each translation unit starts
  bool FixNotes = false; ///< take fixes from notes when a warning has none
};

/// Runs the enabled checks over every job, each worker thread with its own
/// ClangTidyContext. Outcomes are in the order of \p Jobs, whatever the thread count.
std::vector<TranslationUnitOutcome> runChecks(const std::vector<TranslationUnitJob> &Jobs,
                                              const OptionsProviderFactory &MakeProvider,
                                              const RunSettings &Settings);

/// True for a compiler error (not a check's finding, nor a warning promoted to an error).
bool isCompileError(const clang::tidy::ClangTidyError &Diagnostic);

/// The command line clang runs for \p Job: extra and removed arguments from the options,
/// then syntax-only and without outputs or dependency files.
std::vector<std::string> analysisCommandLine(const TranslationUnitJob &Job,
                                             const clang::tidy::ClangTidyOptions &Options);

} // namespace cudalint

#endif
