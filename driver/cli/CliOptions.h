//===--- CliOptions.h - cudalint's command line ---------------------------------------===//
//
// Options are declared once, with their help text, in CliOptions.td (an llvm::opt table:
// no global state, unlike llvm::cl, so parsing is a pure function the unit tests call and
// LLVM's own options never leak into cudalint's). Every mistake becomes a clear message and
// exit code 2. Spellings follow clang-tidy: one or two leading dashes, "=value" or a separate
// value.
//
//===----------------------------------------------------------------------------------===//
#ifndef CUDALINT_DRIVER_CLI_CLIOPTIONS_H
#define CUDALINT_DRIVER_CLI_CLIOPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace cudalint {

enum class OutputFormat { Text, Json, Sarif };

struct CliOptions {
  std::vector<std::string> Sources;
  /// Everything after "--": the compile command for every source (no database is read).
  std::optional<std::vector<std::string>> CompileArgs;
  std::string BuildPath; ///< -p: folder holding compile_commands.json

  // clang-tidy options; unset means "whatever .clang-tidy or the defaults say".
  std::optional<std::string> Checks, WarningsAsErrors, HeaderFilter, ExcludeHeaderFilter,
      FormatStyle, Config, ConfigFile;
  std::optional<bool> SystemHeaders, UseColor;
  std::vector<std::string> ExtraArgs, ExtraArgsBefore, RemovedArgs;

  bool ListChecks = false;
  bool DumpConfig = false;
  bool Fix = false;       ///< --fix (also set by --fix-errors and --fix-notes)
  bool FixErrors = false; ///< apply fixes even from translation units with compile errors
  bool FixNotes = false;  ///< take a fix from a note when the warning has none
  bool Quiet = false;
  bool Progress = false;
  bool ShowHelp = false;
  bool ShowVersion = false;
  bool NvccCompat = true;          ///< the nvcc compatibility layer for CUDA files
  bool FailOnDeviceErrors = false; ///< device-only compile errors give exit code 2 too

  OutputFormat Format = OutputFormat::Text;
  std::string OutputFile;         ///< "" = stdout
  std::string ExportFixes;        ///< YAML for clang-apply-replacements
  std::string ExportCompileDb;    ///< folder for the translated compile_commands.json
  /// JSON and SARIF paths are relative to it; "" = the compile database's folder widened to
  /// hold its files, else the current directory (docs/cli.md)
  std::string SourceRoot;
  std::string ProbeResults;       ///< cudalint-probe/1 results: measured costs as notes
  std::string ExportProbePlan;    ///< plan of the findings' configurations for cudalint-probe
  std::string ExportIndex;        ///< the project index, for the check option ProjectIndex
  std::string Baseline;           ///< report only findings not in this baseline file
  std::string WriteBaseline;      ///< record the findings as a baseline file
  std::string DiffRevision;       ///< report only findings on lines changed since it (git)
  std::string LineFilter;         ///< clang-tidy's --line-filter JSON
  unsigned Jobs = 0;              ///< 0 = one per hardware thread
  bool IsolateInProcesses = true; ///< --isolation=process: one worker process per unit
  unsigned TimeoutSeconds = 0;    ///< per translation unit; 0 = none
  unsigned MaxMemoryMiB = 0;      ///< address space of each worker process; 0 = none
  std::string CacheDir;           ///< --cache-dir: local result cache folder
  std::string CacheUrl;           ///< --cache-url: shared result cache, http://host:port/prefix/
  unsigned ShardIndex = 0;        ///< --shard=K/N: K, 1-based
  unsigned ShardCount = 0;        ///< --shard=K/N: N; 0 = every translation unit
};

/// Parses the arguments after argv[0] (response files already expanded).
llvm::Expected<CliOptions> parseCliOptions(llvm::ArrayRef<std::string> Args);

/// The --help text.
std::string cliHelpText();

/// "text", "json", "sarif" -> format; nullopt for anything else.
std::optional<OutputFormat> parseOutputFormat(llvm::StringRef Name);

} // namespace cudalint

#endif
