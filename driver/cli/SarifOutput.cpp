//===--- SarifOutput.cpp - the report as SARIF 2.1.0 for GitHub code scanning ---------===//
#include "FileSystem.h"
#include "Output.h"
#include "analysis/CheckInfo.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#if !defined(CUDALINT_VERSION) || !defined(CUDALINT_HOMEPAGE_URL) || !defined(CUDALINT_DOCS_URL)
#error "CUDALINT_VERSION, CUDALINT_HOMEPAGE_URL and CUDALINT_DOCS_URL must be defined"
#endif

namespace cudalint {

using json = nlohmann::ordered_json;

namespace {

constexpr const char *SrcRoot = "%SRCROOT%";

std::string percentEncode(llvm::StringRef Path) {
  static const char Hex[] = "0123456789ABCDEF";
  std::string Out;
  for (unsigned char C : Path) {
    if (llvm::isAlnum(C) || C == '-' || C == '.' || C == '_' || C == '~' || C == '/') {
      Out += C;
    } else {
      Out += '%';
      Out += Hex[C >> 4];
      Out += Hex[C & 15];
    }
  }
  return Out;
}

/// Where a note stands on the path of host memory that a finding copies across functions and
/// files (the chain of notes cuda-pageable-async-memcpy writes: checks/analysis/
/// FunctionSummaries.h siteNote, HostMemorySummaries.cpp, PageableAsyncMemcpyCheck.cpp;
/// test/cli/project-index-{pageable,callers,stored}.test keep the prefixes in step): where the
/// memory comes from, each place it is handed on, where it reaches the copying code. Any other
/// note ("the copy repeats ...", another check's "event created here") is no step.
enum class FlowStep { None, Origin, HandOff, Arrival };

FlowStep flowStep(llvm::StringRef Message) {
  auto StartsWithAny = [&](std::initializer_list<llvm::StringRef> Prefixes) {
    return llvm::any_of(Prefixes, [&](llvm::StringRef P) { return Message.starts_with(P); });
  };
  if (StartsWithAny({"pageable buffer allocated here", "pageable memory declared here"}))
    return FlowStep::Origin;
  if (StartsWithAny(
          {"returned here by '", "stored here through ", "stored here into '", "passed here as '"}))
    return FlowStep::HandOff;
  if (StartsWithAny({"pageable memory returned by '", "pageable memory stored through '",
                     "pageable memory: every "}))
    return FlowStep::Arrival;
  return FlowStep::None;
}

class SarifWriter {
public:
  SarifWriter(const Report &R, const RunInfo &Info) : R(R), Info(Info) {}

  json document() {
    std::set<std::string> RuleIds(Info.EnabledChecks.begin(), Info.EnabledChecks.end());
    for (const ReportedDiagnostic &D : R.Diagnostics)
      if (!D.IsCompileError)
        RuleIds.insert(D.Check);
    json Rules = json::array();
    for (const std::string &Id : RuleIds) {
      RuleIndex[Id] = Rules.size();
      Rules.push_back(rule(Id));
    }

    json Results = json::array();
    json Notifications = json::array();
    for (const ReportedDiagnostic &D : R.Diagnostics) {
      if (D.IsCompileError || D.Where.File.empty())
        Notifications.push_back(notification(D));
      else
        Results.push_back(result(D));
    }
    for (const std::string &Message : Info.InputErrors)
      Notifications.push_back({{"level", "error"}, {"message", {{"text", Message}}}});
    // Findings the project index dropped while a unit was only partly known: unknown, not
    // absent.
    if (Info.Index.Dropped && !Info.Index.Complete)
      Notifications.push_back(
          {{"level", "warning"},
           {"message",
            {{"text", "the project index dropped " + std::to_string(Info.Index.Dropped) +
                          " finding(s) that depend on another translation unit while a unit "
                          "did not parse cleanly or stopped: some of them may be real"}}}});

    json Driver = {{"name", "cudalint"},
                   {"version", CUDALINT_VERSION},
                   {"semanticVersion", CUDALINT_VERSION},
                   {"informationUri", CUDALINT_HOMEPAGE_URL},
                   {"rules", Rules}};
    json Run = {
        {"tool", {{"driver", Driver}}},
        {"invocations", json::array({{{"executionSuccessful", Info.ExitCode != 2},
                                      {"exitCode", Info.ExitCode},
                                      {"toolExecutionNotifications", Notifications}}})},
        // No absolute URI for the root: the document is the same on every machine (code
        // scanning resolves %SRCROOT% against the checkout).
        {"originalUriBaseIds",
         {{SrcRoot,
           {{"description",
             {{"text", "the source root (--source-root): the folder that result paths are "
                       "relative to"}}}}}}},
        {"columnKind", "utf16CodeUnits"},
        // The same category every run, no run-specific id: code scanning matches runs by it.
        {"automationDetails", {{"id", "cudalint/"}}},
        {"results", Results}};
    return {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
            {"version", "2.1.0"},
            {"runs", json::array({Run})}};
  }

private:
  static json rule(const std::string &Id) {
    const clang::tidy::cuda::CheckInfo *Info = clang::tidy::cuda::findCheckInfo(Id);
    std::string Short = Info ? Info->Summary.str() : "clang-tidy check " + Id;
    std::string Full = Info ? Info->Description.str() : Short;
    json Rule = {
        {"id", Id}, {"shortDescription", {{"text", Short}}}, {"fullDescription", {{"text", Full}}}};
    std::string Doc = clang::tidy::cuda::checkDocPath(Id);
    if (!Doc.empty())
      Rule["helpUri"] = std::string(CUDALINT_DOCS_URL) + "/" + Doc;
    Rule["defaultConfiguration"] = {{"level", "warning"}};
    if (llvm::StringRef(Id).starts_with("cuda-"))
      Rule["properties"] = {{"tags", {"cuda", "correctness"}}, {"precision", "high"}};
    return Rule;
  }

  json artifactLocation(const std::string &File) const {
    if (std::optional<std::string> Relative = relativeUri(File, Info.SourceRoot))
      return {{"uri", *Relative}, {"uriBaseId", SrcRoot}};
    return {{"uri", fileUri(File)}};
  }

  json region(const SourcePosition &Begin, const SourcePosition *End) const {
    if (Begin.Line == 0) // the file could not be read again: byte offsets still locate it
      return {{"byteOffset", Begin.Offset}, {"byteLength", End ? End->Offset - Begin.Offset : 0}};
    json Region = {{"startLine", Begin.Line},
                   {"startColumn", R.Sources->utf16Column(Begin.File, Begin.Offset)}};
    if (End && End->Line != 0) {
      Region["endLine"] = End->Line;
      Region["endColumn"] = R.Sources->utf16Column(End->File, End->Offset);
    }
    return Region;
  }

  json physicalLocation(const SourcePosition &Begin, const SourcePosition *End = nullptr) const {
    return {{"physicalLocation",
             {{"artifactLocation", artifactLocation(Begin.File)}, {"region", region(Begin, End)}}}};
  }

  json result(const ReportedDiagnostic &D) const {
    json Result = {
        {"ruleId", D.Check},
        {"ruleIndex", RuleIndex.at(D.Check)},
        {"level", D.Level == Severity::Error ? "error" : "warning"},
        {"message", {{"text", D.Message}}},
        {"locations", json::array({physicalLocation(D.Where, D.End ? &*D.End : nullptr)})}};
    json Related = json::array();
    for (const NoteRecord &N : D.Notes) {
      if (N.Where.File.empty())
        continue;
      json Location = physicalLocation(N.Where);
      Location["id"] = Related.size();
      Location["message"] = {{"text", N.Message}};
      Related.push_back(std::move(Location));
    }
    if (!Related.empty())
      Result["relatedLocations"] = std::move(Related);
    if (std::optional<json> Flow = codeFlow(D))
      Result["codeFlows"] = json::array({std::move(*Flow)});
    if (!D.Fixes.empty())
      Result["fixes"] = json::array({fix(D)});
    if (!D.Fingerprint.empty())
      Result["partialFingerprints"] = {{"cudalint/v1", D.Fingerprint}};
    Result["properties"] = {{"tuParsedCleanly", D.TuParsedCleanly},
                            {"translationUnit", artifactLocation(D.TranslationUnit)["uri"]},
                            {"locationClass", locationClass(D, Info.SourceRoot)}};
    if (llvm::StringRef Recurrence = recurrence(D); !Recurrence.empty())
      Result["properties"]["recurrence"] = Recurrence.str();
    return Result;
  }

  /// The memory's path as one threadFlow, in the order it runs: where it comes from, each
  /// hand-off (in the notes' order), where it reaches the copying code, and the copy itself.
  /// Only for a path that crosses files: within one file the related locations lie next to
  /// the finding already, and a code flow would repeat them (docs/cli.md, "Code flows").
  std::optional<json> codeFlow(const ReportedDiagnostic &D) const {
    std::vector<std::pair<FlowStep, const NoteRecord *>> Steps;
    bool CrossesFiles = false;
    for (const NoteRecord &N : D.Notes) {
      FlowStep Step = flowStep(N.Message);
      if (Step == FlowStep::None || N.Where.File.empty())
        continue;
      Steps.emplace_back(Step, &N);
      CrossesFiles |= N.Where.File != D.Where.File;
    }
    if (!CrossesFiles)
      return std::nullopt;
    std::stable_sort(Steps.begin(), Steps.end(),
                     [](const auto &A, const auto &B) { return A.first < B.first; });
    json Locations = json::array();
    auto Visit = [&](json Location, const std::string &Message) {
      Location["message"] = {{"text", Message}};
      Locations.push_back({{"location", std::move(Location)}});
    };
    for (const auto &Step : Steps)
      Visit(physicalLocation(Step.second->Where), Step.second->Message);
    Visit(physicalLocation(D.Where, D.End ? &*D.End : nullptr), D.Message);
    return json{{"threadFlows", json::array({{{"locations", std::move(Locations)}}})}};
  }

  json fix(const ReportedDiagnostic &D) const {
    std::map<std::string, json> ByFile;
    for (const FixEdit &E : D.Fixes) {
      json &Change = ByFile[E.File];
      if (Change.is_null())
        Change = {{"artifactLocation", artifactLocation(E.File)}, {"replacements", json::array()}};
      Change["replacements"].push_back({{"deletedRegion", region(E.Begin, &E.End)},
                                        {"insertedContent", {{"text", E.Replacement}}}});
    }
    json Changes = json::array();
    for (auto &Entry : ByFile)
      Changes.push_back(std::move(Entry.second));
    return {{"description", {{"text", D.Message}}}, {"artifactChanges", Changes}};
  }

  json notification(const ReportedDiagnostic &D) const {
    // A device-only error is a note: the checks never see that code (ReportDeviceCode.h).
    json N = {{"level", D.DeviceOnly                 ? "note"
                        : D.Level == Severity::Error ? "error"
                                                     : "warning"},
              {"message", {{"text", D.Message}}},
              {"descriptor", {{"id", D.Check}}}};
    if (D.DeviceOnly)
      N["properties"] = {{"deviceOnly", true}};
    if (!D.Where.File.empty())
      N["locations"] = json::array({physicalLocation(D.Where)});
    return N;
  }

  const Report &R;
  const RunInfo &Info;
  std::map<std::string, size_t> RuleIndex;
};

} // namespace

std::string fileUri(llvm::StringRef AbsolutePath) {
  return "file://" + percentEncode(AbsolutePath);
}

std::optional<std::string> relativeUri(llvm::StringRef AbsolutePath, llvm::StringRef Root) {
  llvm::StringRef Base = Root.rtrim('/');
  if (Base.empty() || !AbsolutePath.starts_with(Base) || AbsolutePath.size() <= Base.size() + 1 ||
      AbsolutePath[Base.size()] != '/')
    return std::nullopt;
  return percentEncode(AbsolutePath.drop_front(Base.size() + 1));
}

void writeSarif(const Report &R, const RunInfo &Info, llvm::raw_ostream &OS) {
  OS << SarifWriter(R, Info).document().dump(2, ' ', /*ensure_ascii=*/false,
                                             json::error_handler_t::replace)
     << "\n";
  OS.flush();
}

} // namespace cudalint
