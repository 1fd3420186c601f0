//===--- JsonOutput.cpp - the report as a "cudalint/1" JSON document ------------------===//
#include "FileSystem.h"
#include "Output.h"
#include <nlohmann/json.hpp>

#ifndef CUDALINT_VERSION
#error "CUDALINT_VERSION must be defined by the build"
#endif

namespace cudalint {

using json = nlohmann::ordered_json;

namespace {

/// Paths relative to the source root, so that the document reads the same on every machine.
struct Paths {
  llvm::StringRef Root;
  std::string operator()(llvm::StringRef File) const { return displayPath(File, Root); }
};

json position(const SourcePosition &P, const Paths &Path) {
  return {{"file", Path(P.File)}, {"line", P.Line}, {"column", P.Column}};
}

json diagnostic(const ReportedDiagnostic &D, const Paths &Path) {
  json Notes = json::array();
  for (const NoteRecord &N : D.Notes)
    Notes.push_back({{"file", Path(N.Where.File)},
                     {"line", N.Where.Line},
                     {"column", N.Where.Column},
                     {"message", N.Message}});
  json Fixes = json::array();
  for (const FixEdit &F : D.Fixes)
    Fixes.push_back({{"file", Path(F.File)},
                     {"offset", F.Offset},
                     {"length", F.Length},
                     {"line", F.Begin.Line},
                     {"column", F.Begin.Column},
                     {"end_line", F.End.Line},
                     {"end_column", F.End.Column},
                     {"replacement", F.Replacement}});
  json End = nullptr;
  if (D.End)
    End = {{"line", D.End->Line}, {"column", D.End->Column}};
  return {{"check", D.Check},
          {"severity", D.Level == Severity::Error ? "error" : "warning"},
          {"message", D.Message},
          {"file", Path(D.Where.File)},
          {"line", D.Where.Line},
          {"column", D.Where.Column},
          {"end", End},
          {"location_class", locationClass(D, Path.Root)},
          {"recurrence", recurrence(D).empty() ? json(nullptr) : json(recurrence(D).str())},
          {"notes", Notes},
          {"fixes", Fixes},
          {"tu_parsed_cleanly", D.TuParsedCleanly},
          {"translation_unit", Path(D.TranslationUnit)},
          {"fingerprint", D.Fingerprint}};
}

} // namespace

void writeJson(const Report &R, const RunInfo &Info, llvm::raw_ostream &OS) {
  Paths Path{Info.SourceRoot};
  json Findings = json::array();
  for (const ReportedDiagnostic &D : R.Diagnostics)
    if (!D.IsCompileError)
      Findings.push_back(diagnostic(D, Path));

  json Units = json::array();
  for (const UnitSummary &U : R.Units) {
    json Errors = json::array();
    for (const ReportedDiagnostic &E : U.CompileErrors) {
      json Error = position(E.Where, Path);
      Error["message"] = E.Message;
      Error["device_only"] = E.DeviceOnly;
      Errors.push_back(std::move(Error));
    }
    Units.push_back({{"file", Path(U.File)},
                     {"directory", Path(U.Directory)},
                     {"parsed_cleanly", U.ParsedCleanly},
                     {"host_parsed_cleanly", U.HostParsedCleanly},
                     {"declares_cuda_api", U.DeclaresCudaApi},
                     {"cuda_api_through_pointers", U.CudaApiThroughPointers},
                     {"crashed", U.Crashed},
                     {"timed_out", U.TimedOut},
                     {"failure", U.Failure.empty() ? json(nullptr) : json(U.Failure)},
                     {"compile_errors", Errors}});
  }

  unsigned Total = R.findingCount(), Errors = R.errorFindingCount();
  json Summary = {{"findings", Total},
                  {"errors", Errors},
                  {"warnings", Total - Errors},
                  {"files_with_findings", R.filesWithFindings()},
                  {"translation_units", R.Units.size()},
                  {"translation_units_with_compile_errors", R.unitsWithCompileErrors()},
                  {"translation_units_with_host_errors", R.unitsWithHostErrors()},
                  {"device_only_errors", R.deviceOnlyErrorCount()},
                  {"translation_units_without_cuda_api", R.unitsWithoutCudaApi()},
                  {"translation_units_crashed", R.unitsCrashed()},
                  {"translation_units_timed_out", R.unitsTimedOut()},
                  {"input_errors", Info.InputErrors.size()},
                  {"project_index",
                   {{"conditional_findings", Info.Index.Conditional},
                    {"dropped_findings", Info.Index.Dropped},
                    {"complete", Info.Index.Complete}}},
                  {"suppressed",
                   {{"nolint", R.Suppressed.ErrorsIgnoredNOLINT},
                    {"non_user_code", R.Suppressed.ErrorsIgnoredNonUserCode},
                    {"check_filter", R.Suppressed.ErrorsIgnoredCheckFilter},
                    {"line_filter", R.Suppressed.ErrorsIgnoredLineFilter}}},
                  {"exit_code", Info.ExitCode}};
  if (Info.Baseline)
    Summary["baseline"] = {{"suppressed", Info.Baseline->Suppressed},
                           {"gone", Info.Baseline->Gone}};

  json Document = {{"schema", "cudalint/1"},
                   {"tool", {{"name", "cudalint"}, {"version", CUDALINT_VERSION}}},
                   {"checks", Info.EnabledChecks},
                   {"summary", Summary},
                   {"input_errors", Info.InputErrors},
                   {"translation_units", Units},
                   {"findings", Findings}};
  OS << Document.dump(2, ' ', /*ensure_ascii=*/false, json::error_handler_t::replace) << "\n";
  OS.flush();
}

} // namespace cudalint
