//===--- Runner.h - runs the checks over translation units, in parallel ---------------===//
#ifndef CUDALINT_DRIVER_CLI_RUNNER_H
#define CUDALINT_DRIVER_CLI_RUNNER_H

#include "ReportDeviceCode.h"
#include "TidyConfig.h"
#include "analysis/FunctionSummaries.h"
#include "clang-tidy/ClangTidyDiagnosticConsumer.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cudalint {

struct TranslationUnitJob {
  std::string File;                       ///< absolute path of the main file
  clang::tooling::CompileCommand Command; ///< prepared for analysis
};

struct TranslationUnitOutcome {
  /// Everything reported: check findings and compiler diagnostics, with the paths the
  /// compiler saw (relative ones are relative to BuildDirectory).
  std::vector<clang::tidy::ClangTidyError> Diagnostics;
  clang::tidy::ClangTidyStats Stats;
  bool CompileErrors = false; ///< the translation unit did not parse cleanly
  bool Crashed = false;       ///< analysis stopped by a crash; Diagnostics is empty
  bool TimedOut = false;      ///< analysis stopped by --timeout; Diagnostics is empty
  std::string Failure;        ///< why a crashed or timed-out analysis stopped, for the reports
  /// xxh3 hash of each file that a fix edits, as parsed (absolute paths).
  std::map<std::string, uint64_t> ParsedHashes;
  UnitFacts Facts; ///< device-only bodies, whether the unit can call CUDA
  /// Every file the parse read (absolute path, contentDigest as parsed): what a cached
  /// result depends on besides the key (ResultCache.h).
  std::vector<std::pair<std::string, std::string>> Inputs;
  /// Summaries of the functions the unit defines, for the project index (ProjectIndex.h).
  clang::tidy::cuda::UnitSummaries Summaries;
};

struct RunSettings {
  unsigned Jobs = 1;              ///< worker threads
  bool Progress = false;          ///< "[k/n] file" on stderr as each translation unit starts
  bool FixNotes = false;          ///< take fixes from notes when a warning has none
  bool IsolateInProcesses = true; ///< one forked worker process per translation unit
  unsigned TimeoutSeconds = 0;    ///< per unit, with process isolation; 0 = none
  unsigned MaxMemoryMiB = 0;      ///< per worker process; 0 = none
};

/// Stack for the thread that analyses a unit: deep expressions (thousands of nested
/// parentheses) recurse in clang's parser far beyond the usual 8 MiB. Only touched pages
/// cost memory.
constexpr size_t AnalysisStackSize = size_t(512) << 20;

/// The analysis stack under --max-memory (0 = none): its reservation counts against the limit.
inline size_t analysisStackSize(unsigned MaxMemoryMiB) {
  return MaxMemoryMiB ? std::min(AnalysisStackSize, (size_t(MaxMemoryMiB) << 20) / 4)
                      : AnalysisStackSize;
}

/// Runs the enabled checks over every job, each worker thread with its own
/// ClangTidyContext. Outcomes are in the order of \p Jobs, whatever the thread count.
std::vector<TranslationUnitOutcome> runChecks(const std::vector<TranslationUnitJob> &Jobs,
                                              const OptionsProviderFactory &MakeProvider,
                                              const RunSettings &Settings);

/// Analyses one unit in the calling thread (no crash recovery).
TranslationUnitOutcome analyseTranslationUnit(const TranslationUnitJob &Job,
                                              const OptionsProviderFactory &MakeProvider,
                                              bool FixNotes);

/// runChecks with each unit in a forked worker process (RunnerProcess.cpp); the caller must
/// not have started other threads.
std::vector<TranslationUnitOutcome>
runChecksInProcesses(const std::vector<TranslationUnitJob> &Jobs,
                     const OptionsProviderFactory &MakeProvider, const RunSettings &Settings);

/// runChecksInProcesses for a single unit: analysed in this process, which restarts itself to
/// report a crash, an out-of-memory or a --timeout (RunnerSingleUnit.cpp). Nullopt when
/// rememberCommandLine was not called (then a worker is used).
std::optional<TranslationUnitOutcome> runSingleUnitInPlace(const TranslationUnitJob &Job,
                                                           const OptionsProviderFactory &MakeProvider,
                                                           const RunSettings &Settings);

/// Saves the command line that runSingleUnitInPlace restarts with; main calls it first.
void rememberCommandLine(int Argc, const char **Argv);

/// Why a unit's analysis stopped, as the reports say it: killed by \p Signal; out of memory.
std::string describeSignal(int Signal);
std::string outOfMemoryFailure(unsigned MaxMemoryMiB);

/// An outcome as bytes that a worker process sends back, and read back
/// (RunnerSerialization.cpp); nullopt for bytes that are not a whole outcome.
std::string serializeOutcome(const TranslationUnitOutcome &Outcome);
std::optional<TranslationUnitOutcome> deserializeOutcome(llvm::StringRef Bytes);

/// True for a compiler error (not a check's finding, nor a warning promoted to an error).
bool isCompileError(const clang::tidy::ClangTidyError &Diagnostic);

/// The command line clang runs for \p Job: extra and removed arguments from the options,
/// then syntax-only and without outputs or dependency files.
std::vector<std::string> analysisCommandLine(const TranslationUnitJob &Job,
                                             const clang::tidy::ClangTidyOptions &Options);

} // namespace cudalint

#endif
