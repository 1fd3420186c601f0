//===--- CliOptions.td - cudalint's command line, one declaration per option ----------===//
//
// llvm-tblgen -gen-opt-parser-defs turns this into CliOptions.inc. Spellings follow
// clang-tidy: one or two leading dashes, "=value" or a separate value.
//
//===----------------------------------------------------------------------------------===//
include "llvm/Option/OptParser.td"

def grp_checks : OptionGroup<"checks">, HelpText<"Checks and configuration (as in clang-tidy)">;
def grp_database : OptionGroup<"database">, HelpText<"Compile database and parsing">;
def grp_output : OptionGroup<"output">, HelpText<"Output">;
def grp_probe : OptionGroup<"probe">, HelpText<"Measured costs (docs/probe.md)">;
def grp_fixes : OptionGroup<"fixes">, HelpText<"Fixes">;
def grp_cache : OptionGroup<"cache">,
    HelpText<"Result cache and shards (docs/ci.md): units whose inputs did not change are not "
             "analysed again">;
def grp_other : OptionGroup<"other">, HelpText<"Other">;

// --name, -name
class F<string name, OptionGroup group, string help>
    : Flag<["--", "-"], name>, Group<group>, HelpText<help>;

// --name=value, --name value (and one dash)
multiclass Eq<string name, OptionGroup group, string metavar, string help> {
  def NAME : Separate<["--", "-"], name>, Group<group>;
  def NAME #_eq : Joined<["--", "-"], name #"=">, Alias<!cast<Separate>(NAME)>,
                  Group<group>, MetaVarName<metavar>, HelpText<help>;
}

// --name (true), --name=<bool>
multiclass B<string name, OptionGroup group, string help> {
  def NAME : Flag<["--", "-"], name>, Group<group>, HelpText<help>;
  def NAME #_eq : Joined<["--", "-"], name #"=">, Group<group>, MetaVarName<"<bool>">,
                  Flags<[HelpHidden]>;
}

defm checks : Eq<"checks", grp_checks, "<globs>",
                 "checks to run, added to the configured ones (default: cuda-*)">;
defm config : Eq<"config", grp_checks, "<yaml>", "configuration, instead of .clang-tidy files">;
defm config_file : Eq<"config-file", grp_checks, "<file>",
                      "configuration file, instead of .clang-tidy files">;
defm warnings_as_errors : Eq<"warnings-as-errors", grp_checks, "<globs>",
                             "report these checks' findings as errors (exit code 3)">;
defm header_filter : Eq<"header-filter", grp_checks, "<regex>",
                        "headers to report findings from (default: .*)">;
defm exclude_header_filter : Eq<"exclude-header-filter", grp_checks, "<regex>",
                                "headers not to report findings from">;
defm system_headers : B<"system-headers", grp_checks, "report findings from system headers too">;
def list_checks : F<"list-checks", grp_checks, "list the enabled checks and exit">;
def dump_config : F<"dump-config", grp_checks, "print the effective configuration and exit">;
defm extra_arg : Eq<"extra-arg", grp_checks, "<arg>",
                    "add a compiler argument at the end (repeatable)">;
defm extra_arg_before : Eq<"extra-arg-before", grp_checks, "<arg>",
                           "add a compiler argument at the start (repeatable)">;
defm removed_arg : Eq<"removed-arg", grp_checks, "<arg>",
                      "remove a compiler argument (repeatable)">;

def p : Separate<["-", "--"], "p">, Group<grp_database>, MetaVarName<"<dir>">,
        HelpText<"folder holding compile_commands.json">;
def p_eq : Joined<["-", "--"], "p=">, Alias<p>, Group<grp_database>;
defm nvcc_compat : B<"nvcc-compat", grp_database,
    "parse CUDA files as nvcc does: its macros and cudalint_nvcc_compat.h (default); =<bool>">;
def fail_on_device_errors : F<"fail-on-device-errors", grp_database,
    "exit code 2 for errors inside __global__/__device__ bodies too (default: host ones only)">;
defm export_compile_db : Eq<"export-compile-db", grp_database, "<dir>",
    "write the translated compile_commands.json there (alone: without sources)">;

defm baseline : Eq<"baseline", grp_output, "<file>",
    "report only findings that are not in this baseline (and how many of it are gone)">;
defm write_baseline : Eq<"write-baseline", grp_output, "<file>",
                         "record this run's findings as a baseline">;
defm diff : Eq<"diff", grp_output, "<rev>",
               "report only findings on lines changed since the git revision <rev>">;
defm line_filter : Eq<"line-filter", grp_output, "<json>",
    "report only findings on these lines, as clang-tidy's --line-filter">;
defm format : Eq<"format", grp_output, "text|json|sarif",
                 "output format (default: text, like clang-tidy)">;
defm output : Eq<"output", grp_output, "<file>",
                 "write the report to <file> instead of standard output">;
defm source_root : Eq<"source-root", grp_output, "<dir>",
    "JSON and SARIF paths are relative to <dir> (default: the compile database's folder, "
    "widened to hold its sources; else the current folder)">;
defm sarif_root : Eq<"sarif-root", grp_output, "<dir>", "same as --source-root">;
defm use_color : B<"use-color", grp_output,
                   "colors in text output (default: on a terminal); or =<bool>">;
def quiet : F<"quiet", grp_output, "no summary, progress or notes on standard error">;
def progress : F<"progress", grp_output,
                  "print \"[k/n] file\" on standard error per translation unit">;

defm probe_results : Eq<"probe-results", grp_probe, "<file>",
    "add the costs cudalint-probe measured (its JSON results) to the findings">;
defm export_probe_plan : Eq<"export-probe-plan", grp_probe, "<file>",
                            "write the findings' configurations as a cudalint-probe plan">;
defm export_index : Eq<"export-index", grp_output, "<file>",
    "write the project index (function summaries of the analysed units) for the plugin and cudalint-clangd (check option ProjectIndex)">;

def fix : F<"fix", grp_fixes, "apply the suggested fixes to the files">;
def fix_errors : F<"fix-errors", grp_fixes,
                   "--fix, even in translation units with compile errors">;
def fix_notes : F<"fix-notes", grp_fixes,
                  "--fix, taking a fix from a note when a warning has none">;
defm format_style : Eq<"format-style", grp_fixes, "<style>",
                       "clang-format style around applied fixes (default: none)">;
defm export_fixes : Eq<"export-fixes", grp_fixes, "<file>",
                       "write the fixes as YAML for clang-apply-replacements">;

def j : JoinedOrSeparate<["-"], "j">, Group<grp_other>, MetaVarName<"<n>">,
        HelpText<"translation units in parallel (default: one per hardware thread)">;
defm jobs : Eq<"jobs", grp_other, "<n>", "same as -j">;
defm isolation : Eq<"isolation", grp_other, "process|thread",
    "each translation unit in a worker process (default: a crash, hang or memory blow-up "
    "costs only that unit) or in a thread">;
defm timeout : Eq<"timeout", grp_other, "<seconds>",
                  "stop a unit's analysis after this long: reported as timed out (0: none)">;
defm max_memory : Eq<"max-memory", grp_other, "<MiB>",
                     "address-space limit of each worker process (0: none)">;
defm cache_dir : Eq<"cache-dir", grp_cache, "<dir>",
    "keep each unit's result in <dir>, keyed by its inputs' content and the configuration">;
defm cache_url : Eq<"cache-url", grp_cache, "http://<host>:<port>/<prefix>/",
    "share results over HTTP GET/PUT (nginx WebDAV, bazel-remote /ac/); unreachable: a "
    "warning, no error">;
defm shard : Eq<"shard", grp_cache, "<k>/<n>",
    "analyse only the k-th of n shares of the translation units (1 <= k <= n), picked by a "
    "hash of each unit's path under --source-root; join the reports with 'cudalint merge'">;
def version : F<"version", grp_other, "print the version and exit">;
def help : F<"help", grp_other, "print this help and exit">;
def h : Flag<["--", "-"], "h">, Alias<help>, Group<grp_other>;
