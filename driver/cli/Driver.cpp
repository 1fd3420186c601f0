//===--- Driver.cpp - one cudalint run, from parsed options to exit code --------------===//
#include "Driver.h"
#include "CompileCommands.h"
#include "FileSystem.h"
#include "FindingFilters.h"
#include "Fixes.h"
#include "Output.h"
#include "ProbeJoin.h"
#include "ProjectIndex.h"
#include "Report.h"
#include "ResultCache.h"
#include "Runner.h"
#include "TidyConfig.h"
#include "clang-tidy/ClangTidy.h"
#include "clang-tidy/ClangTidyModule.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/xxhash.h"
#include <chrono>
#include <set>
#include <thread>

namespace cudalint {

namespace {

llvm::raw_ostream &error() { return llvm::errs() << "cudalint: error: "; }
llvm::raw_ostream &warning() { return llvm::errs() << "cudalint: warning: "; }

std::string plural(unsigned N, llvm::StringRef One, llvm::StringRef Many) {
  return std::to_string(N) + " " + (N == 1 ? One : Many).str();
}

/// The checks enabled for \p Probe, a source or a file in the current directory.
std::vector<std::string> enabledChecks(const OptionsProviderFactory &MakeProvider,
                                       llvm::StringRef Probe,
                                       clang::tidy::ClangTidyOptions *Effective = nullptr) {
  clang::tidy::ClangTidyOptions Options = MakeProvider()->getOptions(absolutePath(Probe));
  if (Effective)
    *Effective = Options;
  return clang::tidy::getCheckNames(Options, /*AllowEnablingAnalyzerAlphaCheckers=*/false,
                                    /*ExperimentalCustomChecks=*/false);
}

void dumpConfig(const clang::tidy::ClangTidyOptions &Effective,
                const std::vector<std::string> &Enabled) {
  clang::tidy::ClangTidyOptions Dump =
      clang::tidy::ClangTidyOptions::getDefaults().merge(Effective, 0);
  Dump.CheckOptions = clang::tidy::getCheckOptions(Effective, false, false);
  clang::tidy::filterCheckOptions(Dump, Enabled);
  llvm::outs() << clang::tidy::configurationAsText(Dump) << "\n";
}

bool isReadable(const std::string &Path) {
  int FD = -1;
  if (llvm::sys::fs::openFileForRead(Path, FD))
    return false;
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);
  return true;
}

/// The cudalint-probe results to put on findings: --probe-results, else the check option
/// ProbeResults of the configuration (the global one, else a check's: one file for all checks).
/// A file that cannot be used is reported, and the findings go without measured costs.
std::optional<probe::ProbeResults> loadProbeResults(const CliOptions &O,
                                                    const clang::tidy::ClangTidyOptions &Config) {
  std::string Path = O.ProbeResults.empty() ? "" : absolutePath(O.ProbeResults);
  auto Global = Config.CheckOptions.find("ProbeResults");
  if (Path.empty() && Global != Config.CheckOptions.end())
    Path = Global->getValue().Value;
  for (const auto &Option : Config.CheckOptions)
    if (Path.empty() && Option.getKey().ends_with(".ProbeResults"))
      Path = Option.getValue().Value;
  if (Path.empty())
    return std::nullopt;
  llvm::Expected<probe::ProbeResults> Loaded = probe::ProbeResults::load(Path);
  if (!Loaded) {
    llvm::errs() << "cudalint: " << llvm::toString(Loaded.takeError()) << "\n";
    return std::nullopt;
  }
  return std::move(*Loaded);
}

/// Absolute paths of the sources that can be analysed; each problem is recorded.
std::vector<std::string> checkSources(const std::vector<std::string> &Sources,
                                      std::vector<std::string> &InputErrors) {
  std::vector<std::string> Files;
  std::set<std::string> Seen;
  for (const std::string &Source : Sources) {
    std::string Path = absolutePath(Source);
    llvm::sys::fs::file_status Status;
    std::string Problem;
    std::error_code EC = llvm::sys::fs::status(Path, Status);
    if (EC == std::errc::too_many_symbolic_link_levels)
      Problem = "'" + Source + "' is a loop of symbolic links";
    else if (EC || !llvm::sys::fs::exists(Status))
      Problem = "no such file: '" + Source + "'";
    else if (llvm::sys::fs::is_directory(Status))
      Problem = "'" + Source +
                "' is a directory; give source files, or -p <build-dir> without sources to "
                "analyse every file of a compile database";
    else if (!isReadable(Path))
      Problem = "cannot read '" + Source + "'";
    if (!Problem.empty()) {
      error() << Problem << "\n";
      InputErrors.push_back(Problem);
      continue;
    }
    if (Seen.insert(Path).second)
      Files.push_back(Path);
  }
  return Files;
}

void reportDroppedFlags(TranslatingDatabase *Translator) {
  if (!Translator)
    return;
  for (const auto &[Flag, File] : Translator->takeNewDroppedFlags())
    warning() << "ignoring '" << Flag.Flag << "' in nvcc compile commands: " << Flag.Reason
              << " (first seen compiling '" << File << "')\n";
}

/// One job per distinct compile command of each file.
std::vector<TranslationUnitJob> makeJobs(const std::vector<std::string> &Files,
                                         const LoadedDatabase &Database,
                                         const ToolchainEnvironment &Env,
                                         std::vector<std::string> &InputErrors) {
  std::vector<TranslationUnitJob> Jobs;
  for (const std::string &File : Files) {
    std::vector<clang::tooling::CompileCommand> Commands =
        Database.Database->getCompileCommands(File);
    if (Commands.empty()) {
      std::string Problem = "no compile command for '" + File + "' in '" + Database.JsonPath + "'";
      error() << Problem << "\n";
      InputErrors.push_back(Problem);
      continue;
    }
    std::set<std::vector<std::string>> Seen;
    for (clang::tooling::CompileCommand &Command : Commands) {
      if (!llvm::sys::fs::is_directory(Command.Directory)) {
        std::string Problem = "the compile command for '" + File + "' runs in '" +
                              Command.Directory + "', which does not exist";
        error() << Problem << "\n";
        InputErrors.push_back(Problem);
        continue;
      }
      // A relative file name ("../src/a.cu") would be resolved against this process's folder
      // when the checks look up their .clang-tidy: name the file by its absolute path.
      if (!llvm::sys::path::is_absolute(Command.Filename)) {
        for (std::string &Arg : Command.CommandLine)
          if (Arg == Command.Filename)
            Arg = File;
        Command.Filename = File;
      }
      Command.CommandLine =
          prepareCommandForAnalysis(std::move(Command.CommandLine), File, Env, false);
      if (Seen.insert(Command.CommandLine).second)
        Jobs.push_back({File, std::move(Command)});
    }
  }
  return Jobs;
}

/// The folder JSON and SARIF paths are relative to: --source-root; else the folder holding
/// compile_commands.json, widened to the nearest one that holds every file the database
/// lists (a build folder next to the sources gives their common parent); else the current
/// folder. Computed before --shard picks units, so every shard agrees.
std::string sourceRoot(const CliOptions &O, const LoadedDatabase &Database) {
  if (!O.SourceRoot.empty())
    return absolutePath(O.SourceRoot);
  if (Database.JsonPath.empty())
    return absolutePath(".");
  std::string Root = llvm::sys::path::parent_path(absolutePath(Database.JsonPath)).str();
  for (const std::string &File : Database.Database->getAllFiles()) {
    std::string Path = absolutePath(File);
    while (Root.size() > 1 && displayPath(Path, Root) == Path)
      Root = llvm::sys::path::parent_path(Root).str();
  }
  return Root.empty() ? "/" : Root;
}

/// Units in the order of their paths as reports show them (then their folders), whatever
/// the order of the sources or the database: a merge of shards restores the same order.
void sortJobs(std::vector<TranslationUnitJob> &Jobs, llvm::StringRef Root) {
  auto Key = [&](const TranslationUnitJob &J) {
    return std::pair(displayPath(J.File, Root), displayPath(J.Command.Directory, Root));
  };
  std::stable_sort(
      Jobs.begin(), Jobs.end(),
      [&](const TranslationUnitJob &A, const TranslationUnitJob &B) { return Key(A) < Key(B); });
}

/// Input errors as the documents list them: the source root's prefix dropped, sorted, once.
std::vector<std::string> documentedErrors(std::vector<std::string> Errors, llvm::StringRef Root) {
  std::string Prefix = Root.rtrim('/').str() + "/";
  for (std::string &E : Errors)
    for (size_t At; Prefix.size() > 1 && (At = E.find(Prefix)) != std::string::npos;)
      E.erase(At, Prefix.size());
  llvm::sort(Errors);
  Errors.erase(std::unique(Errors.begin(), Errors.end()), Errors.end());
  return Errors;
}

/// runChecks, with the units whose results --cache-dir or --cache-url hold taken from there,
/// and the results of the others stored.
std::vector<TranslationUnitOutcome> runCached(const std::vector<TranslationUnitJob> &Jobs,
                                              const OptionsProviderFactory &MakeProvider,
                                              const RunSettings &Settings, const CliOptions &O) {
  if (O.CacheDir.empty() && O.CacheUrl.empty())
    return runChecks(Jobs, MakeProvider, Settings);
  std::vector<std::unique_ptr<CacheBackend>> Backends; // the local folder first: faster
  if (!O.CacheDir.empty())
    Backends.push_back(makeFolderCache(absolutePath(O.CacheDir)));
  std::string Why;
  if (!O.CacheUrl.empty())
    Backends.push_back(makeHttpCache(O.CacheUrl, Why)); // validated with the options
  ResultCache Cache(std::move(Backends));
  CacheKeyBase Base;
  Base.ToolIdentity = toolIdentity();
  Base.FixNotes = Settings.FixNotes;
  if (!O.ProbeResults.empty())
    if (auto Probe = llvm::MemoryBuffer::getFile(absolutePath(O.ProbeResults)))
      Base.ProbeDigest = contentDigest((*Probe)->getBuffer());

  std::vector<TranslationUnitOutcome> Outcomes(Jobs.size());
  std::vector<std::string> Keys(Jobs.size());
  std::vector<TranslationUnitJob> Missing;
  std::vector<size_t> MissingAt;
  std::unique_ptr<clang::tidy::ClangTidyOptionsProvider> Provider = MakeProvider();
  for (size_t I = 0; I < Jobs.size(); ++I) {
    Keys[I] = cacheKey(Base, Jobs[I], Provider->getOptions(Jobs[I].File));
    if (std::optional<TranslationUnitOutcome> Hit = Cache.lookup(Keys[I])) {
      Outcomes[I] = std::move(*Hit);
      continue;
    }
    Missing.push_back(Jobs[I]);
    MissingAt.push_back(I);
  }
  std::vector<TranslationUnitOutcome> Fresh = runChecks(Missing, MakeProvider, Settings);
  for (size_t K = 0; K < Fresh.size(); ++K) {
    Cache.store(Keys[MissingAt[K]], Fresh[K]);
    Outcomes[MissingAt[K]] = std::move(Fresh[K]);
  }
  const ResultCache::Counts &C = Cache.Stats;
  if (!O.Quiet)
    llvm::errs() << "cudalint: cache: " << C.Hits << " of " << Jobs.size()
                 << " translation units from the cache (" << C.SharedHits
                 << " from the shared one), " << C.Stale << " with changed inputs, " << C.Stored
                 << " stored\n";
  return Outcomes;
}

void printSummary(const Report &R, const std::vector<TranslationUnitJob> &Jobs,
                  bool FailOnDeviceErrors) {
  llvm::raw_ostream &OS = llvm::errs();
  unsigned Findings = R.findingCount();
  std::string Units = plural(Jobs.size(), "translation unit", "translation units");
  if (Findings == 0) {
    OS << "cudalint: no findings in " << Units << "\n";
  } else {
    OS << "cudalint: " << plural(Findings, "finding", "findings");
    if (unsigned Errors = R.errorFindingCount())
      OS << " (" << Errors << " reported as " << (Errors == 1 ? "an error" : "errors") << ")";
    OS << " in " << plural(R.filesWithFindings(), "file", "files") << ", from " << Units << "\n";
  }
  // "No findings" must not read as clean when some units were never analysed to the end.
  if (unsigned Lost = R.unitsCrashed() + R.unitsTimedOut())
    OS << "cudalint: " << Lost << " of " << Units << (Lost == 1 ? " was" : " were")
       << " not analysed to the end (" << R.unitsCrashed() << " crashed, " << R.unitsTimedOut()
       << " timed out): " << (Lost == 1 ? "its" : "their") << " findings are missing\n";
  if (unsigned Broken = R.unitsWithHostErrors()) {
    unsigned FromBroken = llvm::count_if(R.Diagnostics, [](const ReportedDiagnostic &D) {
      return !D.IsCompileError && !D.TuParsedCleanly;
    });
    OS << "cudalint: " << Broken << " of " << Units << (Broken == 1 ? " has" : " have")
       << " host-relevant compile errors (shown above)";
    if (FromBroken)
      OS << "; " << plural(FromBroken, "finding comes", "findings come") << " from "
         << (Broken == 1 ? "it" : "them") << " and may be incomplete";
    OS << "\n";
  }
  if (unsigned DeviceOnly = R.deviceOnlyErrorCount())
    OS << "cudalint: " << plural(DeviceOnly, "compile error is", "compile errors are")
       << " device-only (inside __global__/__device__ bodies, which the checks do not "
          "analyse)"
       << (FailOnDeviceErrors ? "" : "; they do not change the exit code") << "\n";
  if (unsigned Skipped = R.unitsWithoutCudaApi()) {
    OS << "cudalint: " << Skipped << " of " << Units << (Skipped == 1 ? " declares" : " declare")
       << " neither the CUDA runtime nor the driver API: no finding can come from "
       << (Skipped == 1 ? "it" : "them") << "; read only for the project index";
    // "it has" for one unit; "1 of them has", "2 of them have" for several.
    auto Some = [&](unsigned N, llvm::StringRef One, llvm::StringRef Many) {
      if (Skipped == 1)
        return "it " + One.str();
      return std::to_string(N) + " of them " + (N == 1 ? One : Many).str();
    };
    if (unsigned Broken = R.unitsWithoutCudaApiWithErrors())
      OS << " (" << Some(Broken, "has", "have") << " compile errors)";
    if (unsigned Loaders = R.unitsWithCudaApiThroughPointers())
      OS << "; " << Some(Loaders, "calls", "call")
         << " the driver API through function pointers (a loader such as cuew), which the "
            "checks do not follow";
    OS << "\n";
  }
  const clang::tidy::ClangTidyStats &S = R.Suppressed;
  // Diagnostics of checks that are not enabled (mostly compiler warnings) are not findings.
  if (unsigned Suppressed = S.errorsIgnored() - S.ErrorsIgnoredCheckFilter) {
    OS << "cudalint: " << plural(Suppressed, "finding", "findings") << " suppressed (";
    llvm::ListSeparator Sep(", ");
    if (S.ErrorsIgnoredNOLINT)
      OS << Sep << S.ErrorsIgnoredNOLINT << " by NOLINT";
    if (S.ErrorsIgnoredNonUserCode)
      OS << Sep << S.ErrorsIgnoredNonUserCode
         << " in system headers or headers outside --header-filter";
    if (S.ErrorsIgnoredLineFilter)
      OS << Sep << S.ErrorsIgnoredLineFilter << " by line filters";
    OS << ")\n";
  }
}

bool useColors(const CliOptions &O, const clang::tidy::ClangTidyOptions &Effective) {
  if (O.UseColor)
    return *O.UseColor;
  if (Effective.UseColor)
    return *Effective.UseColor;
  return O.OutputFile.empty() && O.Format == OutputFormat::Text &&
         llvm::sys::Process::StandardOutHasColors();
}

} // namespace

int exitCodeFor(bool InputErrors, unsigned ErrorFindings, unsigned Findings) {
  if (InputErrors)
    return ExitInputError;
  if (ErrorFindings)
    return ExitErrorFindings;
  return Findings ? ExitFindings : ExitClean;
}

/// Fingerprints, then --write-baseline, --baseline, --line-filter and --diff, in that
/// order: a baseline records every finding, the filters narrow what is reported. Returns
/// false after printing the error.
bool filterFindings(Report &R, const CliOptions &O, RunInfo &Info) {
  assignFingerprints(R, Info.SourceRoot);
  auto Fail = [](llvm::Error E) {
    error() << llvm::toString(std::move(E)) << "\n";
    return false;
  };
  if (!O.WriteBaseline.empty())
    if (llvm::Error E = writeBaseline(R, Info.SourceRoot, O.WriteBaseline))
      return Fail(std::move(E));
  if (!O.Baseline.empty()) {
    llvm::Expected<BaselineOutcome> Outcome = applyBaseline(R, O.Baseline);
    if (!Outcome)
      return Fail(Outcome.takeError());
    Info.Baseline = *Outcome;
    if (!O.Quiet)
      llvm::errs() << "cudalint: baseline: " << plural(Outcome->Suppressed, "finding", "findings")
                   << " already known, " << Outcome->Gone << " of its findings gone\n";
  }
  if (!O.LineFilter.empty() || !O.DiffRevision.empty()) {
    llvm::Expected<LineFilter> Keep = O.LineFilter.empty()
                                          ? changedLines(O.DiffRevision, absolutePath("."))
                                          : parseLineFilter(O.LineFilter);
    if (!Keep)
      return Fail(Keep.takeError());
    R.Suppressed.ErrorsIgnoredLineFilter += keepLines(R, *Keep);
  }
  return true;
}

int runCudaLint(const CliOptions &O) {
  if (O.ShowHelp) {
    llvm::outs() << cliHelpText();
    return ExitClean;
  }
  if (O.ShowVersion) {
    llvm::outs() << "cudalint version " << CUDALINT_VERSION << " (LLVM/Clang "
                 << LLVM_VERSION_STRING << ")\n";
    return ExitClean;
  }

  llvm::Expected<OptionsProviderFactory> MakeProvider = makeOptionsProviderFactory(O);
  if (!MakeProvider) {
    error() << llvm::toString(MakeProvider.takeError()) << "\n";
    return ExitInputError;
  }
  clang::tidy::ClangTidyOptions Effective;
  std::vector<std::string> Enabled =
      enabledChecks(*MakeProvider, O.Sources.empty() ? "dummy" : O.Sources.front(), &Effective);
  if (Enabled.empty()) {
    error() << "no checks enabled: the checks option '" << Effective.Checks.value_or("")
            << "' selects none of cudalint's checks (see --list-checks --checks='cuda-*')\n";
    return ExitInputError;
  }
  if (O.ListChecks) {
    llvm::outs() << "Enabled checks:";
    for (const std::string &Check : Enabled)
      llvm::outs() << "\n    " << Check;
    llvm::outs() << "\n\n";
    return ExitClean;
  }
  if (O.DumpConfig) {
    dumpConfig(Effective, Enabled);
    return ExitClean;
  }
  if (O.Sources.empty() && O.BuildPath.empty() && O.ExportCompileDb.empty()) {
    error() << "no input files (see --help)\n";
    return ExitInputError;
  }

  std::vector<std::string> InputErrors;
  std::vector<std::string> Files = checkSources(O.Sources, InputErrors);
  llvm::Expected<LoadedDatabase> Database =
      loadCompileDatabase(O, O.Sources.empty() ? "" : O.Sources.front());
  if (!Database) {
    error() << llvm::toString(Database.takeError()) << "\n";
    return ExitInputError;
  }
  if (Database->JsonPath.empty() && !O.CompileArgs && !O.Quiet && !Files.empty())
    llvm::errs() << "cudalint: no compile_commands.json found in the folders above '"
                 << O.Sources.front() << "'; analysing with default flags (use -p "
                 << "<build-dir>, or give compiler arguments after '--')\n";
  if (O.Sources.empty() && O.ExportCompileDb.empty()) {
    std::set<std::string> Seen; // a file compiled twice is listed twice
    for (const std::string &File : Database->Database->getAllFiles())
      if (Seen.insert(absolutePath(File)).second)
        Files.push_back(absolutePath(File));
  }

  ToolchainEnvironment Env = currentToolchainEnvironment(O.NvccCompat);
  if (!O.ExportCompileDb.empty()) {
    // The whole database, or the sources' commands when they come from '--'.
    std::vector<clang::tooling::CompileCommand> Commands;
    if (Database->Translator)
      Commands = Database->Database->getAllCompileCommands();
    else
      for (const std::string &File : Files)
        for (clang::tooling::CompileCommand &C : Database->Database->getCompileCommands(File))
          Commands.push_back(std::move(C));
    reportDroppedFlags(Database->Translator);
    if (llvm::Error E = writeCompileDatabase(Commands, O.ExportCompileDb, Env)) {
      error() << llvm::toString(std::move(E)) << "\n";
      return ExitInputError;
    }
    if (O.Sources.empty())
      return InputErrors.empty() ? ExitClean : ExitInputError;
  }

  if (!O.ProbeResults.empty() && !isReadable(absolutePath(O.ProbeResults))) {
    error() << "cannot read probe results '" << O.ProbeResults << "'\n";
    return ExitInputError;
  }
  // Checked before the analysis, so that a bad --output fails fast.
  if (!O.OutputFile.empty())
    if (llvm::Error E = checkWritable(O.OutputFile)) {
      error() << llvm::toString(std::move(E)) << "\n";
      return ExitInputError;
    }

  std::vector<TranslationUnitJob> Jobs = makeJobs(Files, *Database, Env, InputErrors);
  reportDroppedFlags(Database->Translator);
  RunInfo Info;
  Info.SourceRoot = sourceRoot(O, *Database);
  sortJobs(Jobs, Info.SourceRoot);
  if (O.ShardCount) // every runner hashes the same relative paths: shards never overlap
    llvm::erase_if(Jobs, [&](const TranslationUnitJob &J) {
      return llvm::xxh3_64bits(displayPath(J.File, Info.SourceRoot)) % O.ShardCount !=
             O.ShardIndex - 1;
    });

  RunSettings Settings;
  Settings.Jobs = O.Jobs ? O.Jobs : std::max(1u, std::thread::hardware_concurrency());
  Settings.Progress = O.Progress || (!O.Quiet && llvm::sys::Process::StandardErrIsDisplayed());
  Settings.FixNotes = O.FixNotes;
  Settings.IsolateInProcesses = O.IsolateInProcesses;
  Settings.TimeoutSeconds = O.TimeoutSeconds;
  Settings.MaxMemoryMiB = O.MaxMemoryMiB;
  std::optional<probe::ProbeResults> Measured = loadProbeResults(O, Effective);
  std::vector<TranslationUnitOutcome> Outcomes = runCached(Jobs, *MakeProvider, Settings, O);
  // Findings that a function defined in another unit disproves go (ProjectIndex.h).
  auto JoinStart = std::chrono::steady_clock::now();
  clang::tidy::cuda::SummaryIndex ProjectIndex =
      buildProjectIndex(Outcomes, O.Sources.empty() && !O.ShardCount && InputErrors.empty());
  IndexJoinCounts Index = applyProjectIndex(Outcomes, ProjectIndex);
  Index.Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - JoinStart).count();
  // Its size and time go to stderr only: the report stays the same bytes run after run, and
  // shards' reports merge into the one a single run writes.
  if (!O.Quiet && (Index.Conditional || !O.ExportIndex.empty()))
    llvm::errs() << "cudalint: project index: " << plural(Index.Functions, "function", "functions")
                 << " and " << plural(Index.Storages, "member or global", "members or globals")
                 << " summarised, joined in " << llvm::format("%.1f", Index.Seconds * 1000)
                 << " ms; " << Index.Dropped << " of "
                 << plural(Index.Conditional, "finding", "findings")
                 << " that depend on another translation unit dropped\n";
  // A unit that did not parse (or stopped) summarises only part of what its functions do: the
  // findings its loops or allocations would have kept are among those dropped (round 8).
  unsigned Partial = llvm::count_if(Outcomes, [](const TranslationUnitOutcome &U) {
    return U.CompileErrors || U.Crashed || U.TimedOut;
  });
  if (!O.Quiet && Index.Dropped && Partial)
    llvm::errs() << "cudalint: project index: "
                 << plural(Partial, "translation unit", "translation units")
                 << " did not parse cleanly or stopped, and what " << (Partial == 1 ? "its" : "their")
                 << " functions do is known only in part: some of the dropped findings may be "
                    "real\n";
  Info.Index = {Index.Conditional, Index.Dropped, Partial == 0};
  // The checks' probe data notes give way to the measured costs, and feed the plan.
  probe::ProbeJoin Join(Measured ? &*Measured : nullptr);
  for (TranslationUnitOutcome &Outcome : Outcomes)
    Join.join(Outcome.Diagnostics);
  Report R = buildReport(Jobs, std::move(Outcomes), O.FixNotes, Info.SourceRoot);
  for (const UnitSummary &U : R.Units)
    if (U.Crashed || U.TimedOut) {
      std::string Problem =
          "the analysis of '" + U.File + "' " + (U.Failure.empty() ? "crashed" : U.Failure) +
          "; its findings are missing" +
          (llvm::StringRef(U.Failure).starts_with("crashed") ? " (please report this)" : "");
      error() << Problem << "\n";
      InputErrors.push_back(Problem);
    }

  if (!filterFindings(R, O, Info))
    return ExitInputError;

  std::optional<FixPlan> Plan; // after the filters: only reported findings are fixed
  bool FixesWritten = true;
  if (O.Fix) {
    Plan = planFixes(R, O.FixErrors);
    // Before the report, so that the report says "applied" only of what the files now hold.
    FixesWritten = applyFixes(*Plan, *MakeProvider, llvm::errs());
  }

  Info.EnabledChecks = Enabled;
  Info.InputErrors = documentedErrors(InputErrors, Info.SourceRoot);
  unsigned FailingUnits =
      O.FailOnDeviceErrors ? R.unitsWithCompileErrors() : R.unitsWithHostErrors();
  Info.ExitCode = exitCodeFor(!InputErrors.empty() || FailingUnits > 0, R.errorFindingCount(),
                              R.findingCount());
  if (!FixesWritten)
    Info.ExitCode = ExitInputError;

  std::string Document;
  llvm::raw_string_ostream Out(Document);
  bool Colors = useColors(O, Effective);
  switch (O.Format) {
  case OutputFormat::Text:
    writeText(R, Plan ? &*Plan : nullptr, Out, Colors);
    break;
  case OutputFormat::Json:
  case OutputFormat::Sarif:
    // Compile errors go to stderr as clang prints them; the document lists them too.
    writeText(R, nullptr, llvm::errs(), llvm::sys::Process::StandardErrHasColors(),
              /*CompileErrorsOnly=*/true);
    if (O.Format == OutputFormat::Json)
      writeJson(R, Info, Out);
    else
      writeSarif(R, Info, Out);
    break;
  }
  // The report is written whole or not at all; a failure is loud and exits 2.
  if (llvm::Error E = O.OutputFile.empty()
                          ? writeToStdout(Document)
                          : writeFileAtomically(O.OutputFile, Document, /*Durable=*/false)) {
    error() << llvm::toString(std::move(E)) << "; the report is lost\n";
    Info.ExitCode = ExitInputError;
  }
  int Exit = Info.ExitCode;

  if (Plan) {
    if (Plan->Total)
      llvm::errs() << "cudalint: applied " << Plan->Applied << " of " << Plan->Total
                   << " suggested fixes\n";
    if (Plan->SkippedForCompileErrors)
      llvm::errs() << "cudalint: " << plural(Plan->SkippedForCompileErrors, "fix was", "fixes were")
                   << " not applied because their translation units have compile errors "
                      "(--fix-errors applies them anyway)\n";
  }
  if (!O.ExportFixes.empty()) {
    if (llvm::Error E = exportFixes(R, Files.size() == 1 ? Files.front() : "", O.ExportFixes)) {
      error() << llvm::toString(std::move(E)) << "\n";
      Exit = ExitInputError;
    }
  }
  if (!O.ExportIndex.empty()) {
    if (llvm::Error E = writeFileAtomically(
            O.ExportIndex, clang::tidy::cuda::renderIndexFile(ProjectIndex), /*Durable=*/false)) {
      error() << llvm::toString(std::move(E)) << "\n";
      Exit = ExitInputError;
    }
  }
  if (!O.ExportProbePlan.empty()) {
    if (llvm::Error E =
            writeFileAtomically(O.ExportProbePlan, probe::renderProbePlan(Join.planItems()),
                                /*Durable=*/false)) {
      error() << llvm::toString(std::move(E)) << "\n";
      Exit = ExitInputError;
    }
  }
  if (!O.Quiet)
    printSummary(R, Jobs, O.FailOnDeviceErrors);
  return Exit;
}

} // namespace cudalint
