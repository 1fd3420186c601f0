//===--- CliOptions.cpp - cudalint's command line -------------------------------------===//
//
// The options are declared once, with their help, in CliOptions.td; this file turns the
// parsed arguments into CliOptions and every mistake into a clear message.
//
//===----------------------------------------------------------------------------------===//
#include "CliOptions.h"
#include "ResultCache.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Support/raw_ostream.h"

namespace cudalint {
namespace {
using namespace llvm::opt; // the generated table names DefaultVis, HelpHidden, ...

enum ID {
  OPT_INVALID = 0,
#define OPTION(...) LLVM_MAKE_OPT_ID(__VA_ARGS__),
#include "CliOptions.inc"
#undef OPTION
};

#define OPTTABLE_STR_TABLE_CODE
#include "CliOptions.inc"
#undef OPTTABLE_STR_TABLE_CODE

#define OPTTABLE_PREFIXES_TABLE_CODE
#include "CliOptions.inc"
#undef OPTTABLE_PREFIXES_TABLE_CODE

constexpr llvm::opt::OptTable::Info InfoTable[] = {
#define OPTION(...) LLVM_CONSTRUCT_OPT_INFO(__VA_ARGS__),
#include "CliOptions.inc"
#undef OPTION
};

class CudaLintOptTable : public llvm::opt::GenericOptTable {
public:
  CudaLintOptTable() : GenericOptTable(OptionStrTable, OptionPrefixesTable, InfoTable) {}
};

const CudaLintOptTable &optTable() {
  static const CudaLintOptTable Table;
  return Table;
}

llvm::Error usageError(const llvm::Twine &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Message);
}

std::optional<bool> parseBool(llvm::StringRef Text) {
  return llvm::StringSwitch<std::optional<bool>>(Text.lower())
      .Cases({"true", "1", "yes", "on"}, true)
      .Cases({"false", "0", "no", "off"}, false)
      .Default(std::nullopt);
}

/// The value of a B<> option: unset, true for --name, or the <bool> of --name=<bool>.
llvm::Expected<std::optional<bool>> boolOption(const llvm::opt::InputArgList &Args, ID Flag,
                                               ID WithValue) {
  const llvm::opt::Arg *A = Args.getLastArg(Flag, WithValue);
  if (!A)
    return std::nullopt;
  if (A->getOption().matches(Flag))
    return true;
  std::optional<bool> Value = parseBool(A->getValue());
  if (!Value)
    return usageError("option '" + A->getSpelling().drop_back() + "' takes true or false, not '" +
                      A->getValue() + "'");
  return Value;
}

std::optional<std::string> lastValue(const llvm::opt::InputArgList &Args, ID Option) {
  if (const llvm::opt::Arg *A = Args.getLastArg(Option))
    return std::string(A->getValue());
  return std::nullopt;
}

/// Why \p Spelling is not an option: a flag given a value, or no such option.
llvm::Error unknownOption(llvm::StringRef Spelling) {
  std::string Name = Spelling.split('=').first.str();
  const char *Alone[] = {Name.c_str()};
  unsigned MissingIndex = 0, MissingCount = 0;
  llvm::opt::InputArgList Parsed = optTable().ParseArgs(Alone, MissingIndex, MissingCount);
  if (Spelling.contains('=') && !Parsed.hasArg(OPT_UNKNOWN, OPT_INPUT) && !MissingCount)
    return usageError("option '" + Name + "' takes no value");
  return usageError("unknown option '" + Spelling + "' (see --help)");
}

llvm::Error validate(const CliOptions &O) {
  if (O.Config && O.ConfigFile)
    return usageError("--config and --config-file cannot be used together");
  if (O.CompileArgs && !O.BuildPath.empty())
    return usageError("-p and '--' cannot be used together: '--' gives the compile command "
                      "instead of a compile database");
  if (!O.IsolateInProcesses && (O.TimeoutSeconds || O.MaxMemoryMiB))
    return usageError("--timeout and --max-memory need --isolation=process");
  if (!O.DiffRevision.empty() && !O.LineFilter.empty())
    return usageError("--diff and --line-filter cannot be used together");
  if (!O.CacheUrl.empty()) {
    std::string Why;
    if (!makeHttpCache(O.CacheUrl, Why))
      return usageError("--cache-url='" + O.CacheUrl + "': " + Why);
  }
  for (const std::string *Path : {&O.ExportFixes, &O.ExportProbePlan, &O.WriteBaseline, &O.ExportIndex})
    if (!Path->empty() && *Path == O.OutputFile)
      return usageError("--output and --export-* must name different files");
  return llvm::Error::success();
}

llvm::Error fill(CliOptions &O, const llvm::opt::InputArgList &Args) {
  O.Sources = Args.getAllArgValues(OPT_INPUT);
  O.Checks = lastValue(Args, OPT_checks);
  O.Config = lastValue(Args, OPT_config);
  O.ConfigFile = lastValue(Args, OPT_config_file);
  O.HeaderFilter = lastValue(Args, OPT_header_filter);
  O.ExcludeHeaderFilter = lastValue(Args, OPT_exclude_header_filter);
  O.WarningsAsErrors = lastValue(Args, OPT_warnings_as_errors);
  O.FormatStyle = lastValue(Args, OPT_format_style);
  O.ExtraArgs = Args.getAllArgValues(OPT_extra_arg);
  O.ExtraArgsBefore = Args.getAllArgValues(OPT_extra_arg_before);
  O.RemovedArgs = Args.getAllArgValues(OPT_removed_arg);
  for (auto [Field, Flag, WithValue] :
       {std::tuple(&O.SystemHeaders, OPT_system_headers, OPT_system_headers_eq),
        std::tuple(&O.UseColor, OPT_use_color, OPT_use_color_eq)}) {
    llvm::Expected<std::optional<bool>> Value = boolOption(Args, Flag, WithValue);
    if (!Value)
      return Value.takeError();
    *Field = *Value;
  }

  llvm::Expected<std::optional<bool>> Compat =
      boolOption(Args, OPT_nvcc_compat, OPT_nvcc_compat_eq);
  if (!Compat)
    return Compat.takeError();
  O.NvccCompat = Compat->value_or(true);
  O.FailOnDeviceErrors = Args.hasArg(OPT_fail_on_device_errors);
  O.ListChecks = Args.hasArg(OPT_list_checks);
  O.DumpConfig = Args.hasArg(OPT_dump_config);
  O.FixErrors = Args.hasArg(OPT_fix_errors);
  O.FixNotes = Args.hasArg(OPT_fix_notes);
  O.Fix = Args.hasArg(OPT_fix) || O.FixErrors || O.FixNotes;
  O.Quiet = Args.hasArg(OPT_quiet);
  O.Progress = Args.hasArg(OPT_progress);
  O.ShowHelp = Args.hasArg(OPT_help);
  O.ShowVersion = Args.hasArg(OPT_version);

  O.BuildPath = Args.getLastArgValue(OPT_p).str();
  O.OutputFile = Args.getLastArgValue(OPT_output).str();
  O.ExportFixes = Args.getLastArgValue(OPT_export_fixes).str();
  O.ExportCompileDb = Args.getLastArgValue(OPT_export_compile_db).str();
  if (const llvm::opt::Arg *A = Args.getLastArg(OPT_source_root, OPT_sarif_root))
    O.SourceRoot = A->getValue();
  O.ProbeResults = Args.getLastArgValue(OPT_probe_results).str();
  O.ExportProbePlan = Args.getLastArgValue(OPT_export_probe_plan).str();
  O.ExportIndex = Args.getLastArgValue(OPT_export_index).str();
  O.Baseline = Args.getLastArgValue(OPT_baseline).str();
  O.WriteBaseline = Args.getLastArgValue(OPT_write_baseline).str();
  O.DiffRevision = Args.getLastArgValue(OPT_diff).str();
  O.LineFilter = Args.getLastArgValue(OPT_line_filter).str();
  O.CacheDir = Args.getLastArgValue(OPT_cache_dir).str();
  O.CacheUrl = Args.getLastArgValue(OPT_cache_url).str();

  if (const llvm::opt::Arg *A = Args.getLastArg(OPT_format)) {
    std::optional<OutputFormat> F = parseOutputFormat(A->getValue());
    if (!F)
      return usageError("unknown output format '" + llvm::StringRef(A->getValue()) +
                        "' (use text, json or sarif)");
    O.Format = *F;
  }
  if (const llvm::opt::Arg *A = Args.getLastArg(OPT_isolation)) {
    llvm::StringRef Value = A->getValue();
    if (Value != "process" && Value != "thread")
      return usageError("unknown isolation '" + Value + "' (use process or thread)");
    O.IsolateInProcesses = Value == "process";
  }
  if (const llvm::opt::Arg *A = Args.getLastArg(OPT_timeout))
    if (llvm::StringRef(A->getValue()).getAsInteger(10, O.TimeoutSeconds))
      return usageError("--timeout needs a number of seconds, not '" +
                        llvm::StringRef(A->getValue()) + "'");
  if (const llvm::opt::Arg *A = Args.getLastArg(OPT_max_memory))
    if (llvm::StringRef(A->getValue()).getAsInteger(10, O.MaxMemoryMiB))
      return usageError("--max-memory needs a number of MiB, not '" +
                        llvm::StringRef(A->getValue()) + "'");
  if (const llvm::opt::Arg *A = Args.getLastArg(OPT_shard)) {
    auto [K, N] = llvm::StringRef(A->getValue()).split('/');
    if (K.getAsInteger(10, O.ShardIndex) || N.getAsInteger(10, O.ShardCount) || O.ShardCount == 0 ||
        O.ShardIndex == 0 || O.ShardIndex > O.ShardCount)
      return usageError("--shard needs <k>/<n> with 1 <= k <= n, not '" +
                        llvm::StringRef(A->getValue()) + "'");
  }
  if (const llvm::opt::Arg *A = Args.getLastArg(OPT_j, OPT_jobs)) {
    if (llvm::StringRef(A->getValue()).getAsInteger(10, O.Jobs))
      return usageError("-j needs a number of parallel jobs, not '" +
                        llvm::StringRef(A->getValue()) + "'");
  }
  return llvm::Error::success();
}

} // namespace

std::optional<OutputFormat> parseOutputFormat(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<OutputFormat>>(Name)
      .Case("text", OutputFormat::Text)
      .Case("json", OutputFormat::Json)
      .Case("sarif", OutputFormat::Sarif)
      .Default(std::nullopt);
}

llvm::Expected<CliOptions> parseCliOptions(llvm::ArrayRef<std::string> Args) {
  CliOptions O;
  // Everything after "--" is the compile command, never cudalint's options.
  auto DashDash = llvm::find(Args, "--");
  if (DashDash != Args.end())
    O.CompileArgs.emplace(DashDash + 1, Args.end());
  std::vector<const char *> Own;
  for (auto It = Args.begin(); It != DashDash; ++It)
    Own.push_back(It->c_str());

  unsigned MissingIndex = 0, MissingCount = 0;
  llvm::opt::InputArgList Parsed = optTable().ParseArgs(Own, MissingIndex, MissingCount);
  if (MissingCount)
    return usageError("option '" + llvm::StringRef(Own[MissingIndex]) + "' needs a value");
  if (const llvm::opt::Arg *Unknown = Parsed.getLastArg(OPT_UNKNOWN))
    return unknownOption(Unknown->getAsString(Parsed));
  if (llvm::Error E = fill(O, Parsed))
    return E;
  if (llvm::Error E = validate(O))
    return E;
  return O;
}

std::string cliHelpText() {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  optTable().printHelp(OS, "cudalint [options] <source>... [-- <compiler arguments>]",
                       "finds CUDA stream misuse with the cuda-* clang-tidy checks");
  OS << R"(
Compile commands come from, in this order: the arguments after '--' (used for every
source); compile_commands.json in the folder given with -p; the first compile_commands.json
found in a parent folder of the first source. nvcc command lines are translated to clang.
With -p and no sources, every file in the compile database is analysed. Arguments starting
with '@' name response files of further options.

'cudalint merge <out> <report>...' joins the JSON or SARIF reports of --shard runs into the
report of one run over all translation units, byte for byte, with its exit code.

Exit codes:
  0  no findings, every translation unit parsed
  1  findings
  2  usage or input error: bad option or configuration, missing or unreadable file, a
     directory, unreadable or malformed compile database, a translation unit with
     host-relevant compile errors (device-only ones too with --fail-on-device-errors), an
     analysis that crashed, timed out or ran out of memory, a report or fix that could not
     be written (the other translation units are still analysed and their findings
     reported)
  3  findings reported as errors (--warnings-as-errors), no usage or input error
)";
  return Text;
}

} // namespace cudalint
