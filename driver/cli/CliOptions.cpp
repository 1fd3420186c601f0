//===--- CliOptions.cpp - cudalint's command line -------------------------------------===//
#include "CliOptions.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

namespace cudalint {
namespace {

enum class ArgKind {
  Flag,  // --fix
  Value, // --checks=X or --checks X
  Bool,  // --use-color, --use-color=false
};

struct OptionSpec {
  llvm::StringLiteral Name;
  ArgKind Kind;
};

const OptionSpec Options[] = {
    {"checks", ArgKind::Value},
    {"config", ArgKind::Value},
    {"config-file", ArgKind::Value},
    {"header-filter", ArgKind::Value},
    {"exclude-header-filter", ArgKind::Value},
    {"warnings-as-errors", ArgKind::Value},
    {"format-style", ArgKind::Value},
    {"system-headers", ArgKind::Bool},
    {"use-color", ArgKind::Bool},
    {"extra-arg", ArgKind::Value},
    {"extra-arg-before", ArgKind::Value},
    {"removed-arg", ArgKind::Value},
    {"list-checks", ArgKind::Flag},
    {"dump-config", ArgKind::Flag},
    {"fix", ArgKind::Flag},
    {"fix-errors", ArgKind::Flag},
    {"fix-notes", ArgKind::Flag},
    {"export-fixes", ArgKind::Value},
    {"export-compile-db", ArgKind::Value},
    {"nvcc-compat", ArgKind::Bool},
    {"fail-on-device-errors", ArgKind::Flag},
    {"format", ArgKind::Value},
    {"output", ArgKind::Value},
    {"sarif-root", ArgKind::Value},
    {"probe-results", ArgKind::Value},
    {"export-probe-plan", ArgKind::Value},
    {"jobs", ArgKind::Value},
    {"j", ArgKind::Value},
    {"p", ArgKind::Value},
    {"progress", ArgKind::Flag},
    {"quiet", ArgKind::Flag},
    {"version", ArgKind::Flag},
    {"help", ArgKind::Flag},
    {"h", ArgKind::Flag},
};

const OptionSpec *findOption(llvm::StringRef Name) {
  for (const OptionSpec &S : Options)
    if (S.Name == Name)
      return &S;
  return nullptr;
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

llvm::Error apply(CliOptions &O, llvm::StringRef Name, llvm::StringRef Value, bool BoolValue) {
  auto Set = [&](std::optional<std::string> &Field) { Field = Value.str(); };
  if (Name == "checks") Set(O.Checks);
  else if (Name == "config") Set(O.Config);
  else if (Name == "config-file") Set(O.ConfigFile);
  else if (Name == "header-filter") Set(O.HeaderFilter);
  else if (Name == "exclude-header-filter") Set(O.ExcludeHeaderFilter);
  else if (Name == "warnings-as-errors") Set(O.WarningsAsErrors);
  else if (Name == "format-style") Set(O.FormatStyle);
  else if (Name == "system-headers") O.SystemHeaders = BoolValue;
  else if (Name == "use-color") O.UseColor = BoolValue;
  else if (Name == "extra-arg") O.ExtraArgs.push_back(Value.str());
  else if (Name == "extra-arg-before") O.ExtraArgsBefore.push_back(Value.str());
  else if (Name == "removed-arg") O.RemovedArgs.push_back(Value.str());
  else if (Name == "list-checks") O.ListChecks = true;
  else if (Name == "dump-config") O.DumpConfig = true;
  else if (Name == "fix") O.Fix = true;
  else if (Name == "fix-errors") O.Fix = O.FixErrors = true;
  else if (Name == "fix-notes") O.Fix = O.FixNotes = true;
  else if (Name == "export-fixes") O.ExportFixes = Value.str();
  else if (Name == "export-compile-db") O.ExportCompileDb = Value.str();
  else if (Name == "nvcc-compat") O.NvccCompat = BoolValue;
  else if (Name == "fail-on-device-errors") O.FailOnDeviceErrors = true;
  else if (Name == "output") O.OutputFile = Value.str();
  else if (Name == "sarif-root") O.SarifRoot = Value.str();
  else if (Name == "probe-results") O.ProbeResults = Value.str();
  else if (Name == "export-probe-plan") O.ExportProbePlan = Value.str();
  else if (Name == "p") O.BuildPath = Value.str();
  else if (Name == "progress") O.Progress = true;
  else if (Name == "quiet") O.Quiet = true;
  else if (Name == "version") O.ShowVersion = true;
  else if (Name == "help" || Name == "h") O.ShowHelp = true;
  else if (Name == "format") {
    std::optional<OutputFormat> F = parseOutputFormat(Value);
    if (!F)
      return usageError("unknown output format '" + Value + "' (use text, json or sarif)");
    O.Format = *F;
  } else if (Name == "jobs" || Name == "j") {
    unsigned Jobs = 0;
    if (Value.getAsInteger(10, Jobs))
      return usageError("-j needs a number of parallel jobs, not '" + Value + "'");
    O.Jobs = Jobs;
  }
  return llvm::Error::success();
}

llvm::Error validate(const CliOptions &O) {
  if (O.Config && O.ConfigFile)
    return usageError("--config and --config-file cannot be used together");
  if (O.CompileArgs && !O.BuildPath.empty())
    return usageError("-p and '--' cannot be used together: '--' gives the compile command "
                      "instead of a compile database");
  for (const std::string *Path : {&O.OutputFile, &O.ExportFixes, &O.ExportProbePlan})
    if (Path != &O.OutputFile && !Path->empty() && *Path == O.OutputFile)
      return usageError("--output and --export-* must name different files");
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
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef Arg = Args[I];
    if (Arg == "--") {
      O.CompileArgs.emplace(Args.begin() + I + 1, Args.end());
      break;
    }
    if (!Arg.starts_with("-") || Arg == "-") {
      O.Sources.push_back(Arg.str());
      continue;
    }
    llvm::StringRef Body = Arg.drop_front(Arg.starts_with("--") ? 2 : 1);
    auto [Name, InlineValue] = Body.split('=');
    bool HasInlineValue = Body.contains('=');
    const OptionSpec *Spec = findOption(Name);
    if (!Spec && Arg.size() > 2 && Arg[0] == '-' && Arg[1] == 'j') { // -j8
      if (llvm::Error E = apply(O, "j", Arg.drop_front(2), false))
        return E;
      continue;
    }
    if (!Spec)
      return usageError("unknown option '" + Arg + "' (see --help)");
    switch (Spec->Kind) {
    case ArgKind::Flag:
      if (HasInlineValue)
        return usageError("option '--" + Name + "' takes no value");
      if (llvm::Error E = apply(O, Name, "", true))
        return E;
      break;
    case ArgKind::Bool: {
      std::optional<bool> Value = HasInlineValue ? parseBool(InlineValue) : true;
      if (!Value)
        return usageError("option '--" + Name + "' takes true or false, not '" + InlineValue +
                          "'");
      if (llvm::Error E = apply(O, Name, "", *Value))
        return E;
      break;
    }
    case ArgKind::Value: {
      llvm::StringRef Value = InlineValue;
      if (!HasInlineValue) {
        if (I + 1 >= Args.size())
          return usageError("option '" + Arg + "' needs a value");
        Value = Args[++I];
      }
      if (llvm::Error E = apply(O, Name, Value, false))
        return E;
      break;
    }
    }
  }
  if (llvm::Error E = validate(O))
    return E;
  return O;
}

std::string cliHelpText() {
  return R"(USAGE: cudalint [options] <source>... [-- <compiler arguments>]

Finds CUDA stream misuse with the cuda-* clang-tidy checks.

Compile commands come from, in this order: the arguments after '--' (used for every
source); compile_commands.json in the folder given with -p; the first compile_commands.json
found in a parent folder of the first source. nvcc command lines are translated to clang.
With -p and no sources, every file in the compile database is analysed.

Checks and configuration (as in clang-tidy):
  --checks=<globs>             checks to run, added to the configured ones (default: cuda-*)
  --config=<yaml>              configuration, instead of .clang-tidy files
  --config-file=<file>         configuration file, instead of .clang-tidy files
  --warnings-as-errors=<globs> report these checks' findings as errors (exit code 3)
  --header-filter=<regex>      headers to report findings from (default: .*)
  --exclude-header-filter=<regex>  headers not to report findings from
  --system-headers             report findings from system headers too
  --list-checks                list the enabled checks and exit
  --dump-config                print the effective configuration and exit
  --extra-arg=<arg>            add a compiler argument at the end (repeatable)
  --extra-arg-before=<arg>     add a compiler argument at the start (repeatable)
  --removed-arg=<arg>          remove a compiler argument (repeatable)

Compile database:
  -p <dir>                     folder holding compile_commands.json
  --export-compile-db=<dir>    write the clang-ready (translated) compile_commands.json to
                               <dir>; without sources, only this is done
  --nvcc-compat[=<bool>]       parse CUDA files as nvcc does: nvcc's predefined macros and
                               the declarations of cudalint_nvcc_compat.h (default: true)

Compile errors:
  --fail-on-device-errors      exit code 2 for compile errors inside __global__/__device__
                               bodies too (by default those are reported apart and only
                               host-relevant errors decide the exit code)

Output:
  --format=text|json|sarif     output format (default: text, like clang-tidy)
  --output=<file>              write the report to <file> instead of standard output
  --sarif-root=<dir>           SARIF paths are relative to <dir> (default: current folder)
  --use-color[=<bool>]         colors in text output (default: when stdout is a terminal)
  --quiet                      no summary, progress or notes on standard error
  --progress                   print "[k/n] file" on standard error for every translation
                               unit (default: when standard error is a terminal)

Measured costs (docs/probe.md):
  --probe-results=<file>       add the cost cudalint-probe measured for each finding's check
                               (its JSON results) as a note
  --export-probe-plan=<file>   write the findings' configurations as a cudalint-probe plan

Fixes:
  --fix                        apply the suggested fixes to the files
  --fix-errors                 --fix, even in translation units with compile errors
  --fix-notes                  --fix, taking a fix from a note when a warning has none
  --format-style=<style>       clang-format style around applied fixes (default: none)
  --export-fixes=<file>        write the fixes as YAML for clang-apply-replacements

Other:
  -j <n>, --jobs=<n>           translation units analysed in parallel (default: one per
                               hardware thread); the output order does not depend on it
  --version                    print the version and exit
  --help                       print this help and exit

Exit codes:
  0  no findings, every translation unit parsed
  1  findings
  2  usage or input error: bad option or configuration, missing or unreadable file, a
     directory, unreadable or malformed compile database, a translation unit with
     host-relevant compile errors (the other translation units are still analysed and
     their findings reported); device-only errors too with --fail-on-device-errors
  3  findings reported as errors (--warnings-as-errors), no usage or input error
)";
}

} // namespace cudalint
