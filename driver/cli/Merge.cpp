//===--- Merge.cpp - `cudalint merge`: shard reports joined into one -------------------===//
//
// The single run's order is restored from what the documents show: units by (file,
// directory), findings by (file, line, column, check, message) — the order Driver.cpp and
// buildReport give a single run. Duplicates (a header's finding reported by units of
// several shards) keep the copy of the first unit in that order, as buildReport does.
//
//===----------------------------------------------------------------------------------===//
#include "Merge.h"
#include "Driver.h"
#include "Output.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <tuple>

namespace cudalint {

using json = nlohmann::ordered_json;

namespace {

llvm::Error failure(const llvm::Twine &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Message);
}

std::string render(const json &Document) {
  return Document.dump(2, ' ', /*ensure_ascii=*/false, json::error_handler_t::replace) + "\n";
}

std::string str(const json &Object, const char *Key) {
  auto It = Object.find(Key);
  return It != Object.end() && It->is_string() ? It->get<std::string>() : std::string();
}

unsigned num(const json &Object, const char *Key) {
  auto It = Object.find(Key);
  return It != Object.end() && It->is_number_unsigned() ? It->get<unsigned>() : 0;
}

/// Keeps one of each run of equal keys in \p Items (sorted by key, stably); \p Join folds a
/// repeat into the kept one.
template <class KeyFn, class JoinFn>
std::vector<json> sortAndJoin(std::vector<json> Items, KeyFn Key, JoinFn Join) {
  std::stable_sort(Items.begin(), Items.end(),
                   [&](const json &A, const json &B) { return Key(A) < Key(B); });
  std::vector<json> Unique;
  for (json &Item : Items) {
    if (!Unique.empty() && Key(Unique.back()) == Key(Item))
      Join(Unique.back(), Item);
    else
      Unique.push_back(std::move(Item));
  }
  return Unique;
}

//===--- "cudalint/1" JSON ------------------------------------------------------------===//

llvm::Expected<std::string> mergeJson(std::vector<json> &Docs, llvm::ArrayRef<std::string> Names,
                                      int &Exit) {
  json Merged = Docs.front();
  std::vector<json> Units, Findings;
  std::set<std::string> InputErrors;
  std::map<std::string, unsigned> Suppressed;
  bool ShardFailed = false;
  for (size_t I = 0; I < Docs.size(); ++I) {
    const json &D = Docs[I];
    if (D.at("tool") != Merged.at("tool"))
      return failure("'" + Names[I] + "' comes from another cudalint version than '" + Names[0] +
                     "'; merge reports of one version");
    if (D.at("checks") != Merged.at("checks"))
      return failure("'" + Names[I] + "' ran other checks than '" + Names[0] +
                     "'; shards must share one configuration");
    if (D.at("summary").contains("baseline"))
      return failure("'" + Names[I] +
                     "' was filtered with --baseline, whose count of gone findings needs every "
                     "shard; run the shards without --baseline");
    for (const json &U : D.at("translation_units"))
      Units.push_back(U);
    for (const json &F : D.at("findings"))
      Findings.push_back(F);
    for (const json &E : D.at("input_errors"))
      InputErrors.insert(E.get<std::string>());
    for (const auto &Item : D.at("summary").at("suppressed").items())
      Suppressed[Item.key()] += Item.value().get<unsigned>();
    ShardFailed |= D.at("summary").at("exit_code").get<int>() == ExitInputError;
    // Each shard joined its own units' index: the counts add up, and it is complete only when
    // every shard's was.
    if (I > 0 && D.at("summary").contains("project_index")) {
      const json &From = D.at("summary").at("project_index");
      json &To = Merged.at("summary")["project_index"];
      for (const char *Count : {"conditional_findings", "dropped_findings"})
        To[Count] = To.value(Count, 0u) + From.value(Count, 0u);
      To["complete"] = To.value("complete", true) && From.value("complete", true);
    }
  }

  std::stable_sort(Units.begin(), Units.end(), [](const json &A, const json &B) {
    return std::pair(str(A, "file"), str(A, "directory")) <
           std::pair(str(B, "file"), str(B, "directory"));
  });
  auto FindingKey = [](const json &F) {
    return std::tuple(str(F, "file"), num(F, "line"), num(F, "column"), str(F, "check"),
                      str(F, "message"));
  };
  Findings = sortAndJoin(std::move(Findings), FindingKey, [](json &Kept, json &Repeat) {
    bool Clean =
        Kept.at("tu_parsed_cleanly").get<bool>() || Repeat.at("tu_parsed_cleanly").get<bool>();
    if (str(Repeat, "translation_unit") < str(Kept, "translation_unit"))
      Kept = std::move(Repeat);
    Kept["tu_parsed_cleanly"] = Clean;
  });

  unsigned Errors = 0;
  std::set<std::string> Files;
  for (const json &F : Findings) {
    Errors += str(F, "severity") == "error";
    Files.insert(str(F, "file"));
  }
  unsigned WithErrors = 0, HostErrors = 0, NoCuda = 0, Crashed = 0, TimedOut = 0;
  std::vector<json> CompileErrors;
  for (const json &U : Units) {
    bool Crash = U.at("crashed").get<bool>(), Timeout = U.at("timed_out").get<bool>();
    bool HostClean = U.at("host_parsed_cleanly").get<bool>();
    WithErrors += !U.at("parsed_cleanly").get<bool>() && !Crash && !Timeout;
    HostErrors += !HostClean && !Crash;
    NoCuda += !U.at("declares_cuda_api").get<bool>() && !Crash;
    Crashed += Crash;
    TimedOut += Timeout;
    for (const json &E : U.at("compile_errors"))
      CompileErrors.push_back(E);
  }
  // A header's compile error counts once, as the single run's deduplicated list does.
  auto ErrorKey = [](const json &E) {
    return std::tuple(str(E, "file"), num(E, "line"), num(E, "column"), str(E, "message"));
  };
  unsigned DeviceOnly = 0;
  for (const json &E : sortAndJoin(CompileErrors, ErrorKey, [](json &, json &) {}))
    DeviceOnly += E.at("device_only").get<bool>();

  unsigned Total = Findings.size();
  Exit = exitCodeFor(ShardFailed || !InputErrors.empty(), Errors, Total);
  json &S = Merged.at("summary");
  S["findings"] = Total;
  S["errors"] = Errors;
  S["warnings"] = Total - Errors;
  S["files_with_findings"] = Files.size();
  S["translation_units"] = Units.size();
  S["translation_units_with_compile_errors"] = WithErrors;
  S["translation_units_with_host_errors"] = HostErrors;
  S["device_only_errors"] = DeviceOnly;
  S["translation_units_without_cuda_api"] = NoCuda;
  S["translation_units_crashed"] = Crashed;
  S["translation_units_timed_out"] = TimedOut;
  S["input_errors"] = InputErrors.size();
  for (const auto &[Key, Count] : Suppressed)
    S["suppressed"][Key] = Count;
  S["exit_code"] = Exit;
  Merged["input_errors"] = json(std::vector<std::string>(InputErrors.begin(), InputErrors.end()));
  Merged["translation_units"] = json(Units);
  Merged["findings"] = json(Findings);
  return render(Merged);
}

//===--- SARIF 2.1.0 ------------------------------------------------------------------===//

std::string percentDecode(llvm::StringRef Text) {
  std::string Out;
  for (size_t I = 0; I < Text.size(); ++I) {
    unsigned Byte;
    if (Text[I] == '%' && I + 2 < Text.size() && !Text.substr(I + 1, 2).getAsInteger(16, Byte)) {
      Out += static_cast<char>(Byte);
      I += 2;
    } else {
      Out += Text[I];
    }
  }
  return Out;
}

/// The path an artifactLocation names, as the JSON report would show it.
std::string locationPath(const json &Location) {
  std::string Uri = Location.value("uri", "");
  llvm::StringRef Path(Uri);
  if (!Location.contains("uriBaseId"))
    Path.consume_front("file://");
  return percentDecode(Path);
}

const json *firstLocation(const json &Item) {
  auto It = Item.find("locations");
  if (It == Item.end() || !It->is_array() || It->empty())
    return nullptr;
  return &It->front().at("physicalLocation");
}

/// A result's or notification's place in the single run's order.
auto placeKey(const json &Item, const std::string &Id) {
  std::string Path;
  unsigned Line = 0, Column = 0;
  if (const json *Location = firstLocation(Item)) {
    Path = locationPath(Location->at("artifactLocation"));
    json Region = Location->value("region", json::object());
    Line = num(Region, "startLine");
    Column = Region.contains("startLine") ? num(Region, "startColumn") : num(Region, "byteOffset");
  }
  return std::tuple(Path, Line, Column, Id, Item.at("message").value("text", ""));
}

llvm::Expected<std::string> mergeSarif(std::vector<json> &Docs, llvm::ArrayRef<std::string> Names,
                                       int &Exit) {
  json Merged = Docs.front();
  json &Run = Merged.at("runs").at(0);
  std::map<std::string, json> Rules;
  std::vector<json> Results, Notifications;
  // Notifications with no descriptor (input errors, the project index's warning): by text, with
  // the level the shard gave them.
  std::map<std::string, std::string> InputErrors;
  bool ShardFailed = false;
  for (size_t I = 0; I < Docs.size(); ++I) {
    const json &R = Docs[I].at("runs").at(0);
    if (R.at("tool").at("driver").at("version") != Run.at("tool").at("driver").at("version"))
      return failure("'" + Names[I] + "' comes from another cudalint version than '" + Names[0] +
                     "'; merge reports of one version");
    for (const json &Rule : R.at("tool").at("driver").at("rules"))
      Rules.emplace(Rule.at("id").get<std::string>(), Rule);
    for (const json &Result : R.at("results"))
      Results.push_back(Result);
    const json &Invocation = R.at("invocations").at(0);
    ShardFailed |= Invocation.at("exitCode").get<int>() == ExitInputError;
    for (const json &N : Invocation.at("toolExecutionNotifications")) {
      if (N.contains("descriptor"))
        Notifications.push_back(N);
      else
        InputErrors.emplace(N.at("message").at("text").get<std::string>(),
                            N.value("level", "error"));
    }
  }

  json RuleList = json::array();
  std::map<std::string, size_t> RuleIndex;
  for (auto &[Id, Rule] : Rules) {
    RuleIndex[Id] = RuleList.size();
    RuleList.push_back(std::move(Rule));
  }
  auto ResultKey = [](const json &R) { return placeKey(R, str(R, "ruleId")); };
  auto UnitOf = [](const json &R) { // as the JSON report shows the unit's path
    return locationPath({{"uri", R.at("properties").value("translationUnit", "")}});
  };
  Results = sortAndJoin(std::move(Results), ResultKey, [&](json &Kept, json &Repeat) {
    bool Clean = Kept.at("properties").at("tuParsedCleanly").get<bool>() ||
                 Repeat.at("properties").at("tuParsedCleanly").get<bool>();
    if (UnitOf(Repeat) < UnitOf(Kept))
      Kept = std::move(Repeat);
    Kept["properties"]["tuParsedCleanly"] = Clean;
  });
  unsigned Errors = 0;
  for (json &R : Results) {
    R["ruleIndex"] = RuleIndex.at(str(R, "ruleId"));
    Errors += str(R, "level") == "error";
  }
  auto NotificationKey = [](const json &N) {
    return placeKey(N, N.at("descriptor").value("id", ""));
  };
  Notifications = sortAndJoin(std::move(Notifications), NotificationKey, [](json &, json &) {});
  bool InputError = false;
  for (const auto &[Message, Level] : InputErrors) {
    Notifications.push_back({{"level", Level}, {"message", {{"text", Message}}}});
    InputError |= Level == "error";
  }

  Exit = exitCodeFor(ShardFailed || InputError, Errors, Results.size());
  Run["tool"]["driver"]["rules"] = std::move(RuleList);
  json &Invocation = Run.at("invocations").at(0);
  Invocation["executionSuccessful"] = Exit != ExitInputError;
  Invocation["exitCode"] = Exit;
  Invocation["toolExecutionNotifications"] = json(Notifications);
  Run["results"] = json(Results);
  return render(Merged);
}

enum class Kind { Json, Sarif };

} // namespace

llvm::Expected<MergedReport> mergeReports(llvm::ArrayRef<std::string> Inputs,
                                          llvm::ArrayRef<std::string> Names) {
  std::vector<json> Docs;
  std::optional<Kind> Common;
  for (size_t I = 0; I < Inputs.size(); ++I) {
    json Doc = json::parse(Inputs[I], nullptr, /*allow_exceptions=*/false);
    std::optional<Kind> K;
    if (Doc.is_object() && Doc.value("schema", "") == "cudalint/1")
      K = Kind::Json;
    else if (Doc.is_object() && Doc.value("version", "") == "2.1.0" && Doc.contains("runs") &&
             Doc["runs"].is_array() && Doc["runs"].size() == 1)
      K = Kind::Sarif;
    if (!K)
      return failure("'" + Names[I] +
                     "' is neither a cudalint JSON report (--format=json) nor a SARIF report "
                     "of one run (--format=sarif)");
    if (Common && *Common != *K)
      return failure("'" + Names[I] + "' is not of the same format as '" + Names[0] +
                     "'; merge JSON reports or SARIF reports, not both");
    Common = K;
    Docs.push_back(std::move(Doc));
  }
  if (Docs.empty())
    return failure("no reports to merge");
  MergedReport Out;
  try {
    llvm::Expected<std::string> Text = *Common == Kind::Json
                                           ? mergeJson(Docs, Names, Out.ExitCode)
                                           : mergeSarif(Docs, Names, Out.ExitCode);
    if (!Text)
      return Text.takeError();
    Out.Document = std::move(*Text);
  } catch (const json::exception &E) {
    return failure("a report is not shaped as cudalint writes it (" + llvm::Twine(E.what()) +
                   "); merge unedited reports of `cudalint --shard`");
  }
  return Out;
}

int runMerge(llvm::ArrayRef<std::string> Args) {
  auto Error = [](const llvm::Twine &Message) {
    llvm::errs() << "cudalint: error: " << Message << "\n";
    return ExitInputError;
  };
  if (Args.size() == 1 && (Args[0] == "--help" || Args[0] == "-h")) {
    llvm::outs() << "usage: cudalint merge <out> <report>...\n\n"
                    "Joins the JSON or SARIF reports of 'cudalint --shard=K/N' runs into the\n"
                    "report one run over all translation units writes, byte for byte, and exits\n"
                    "with that run's exit code. <out> '-' is standard output.\n";
    return ExitClean;
  }
  if (Args.size() < 2)
    return Error("usage: cudalint merge <out> <report>... (see cudalint merge --help)");
  for (const std::string &A : Args)
    if (A.size() > 1 && A[0] == '-')
      return Error("unknown option '" + A + "' of cudalint merge (see cudalint merge --help)");
  std::vector<std::string> Inputs, Names(Args.begin() + 1, Args.end());
  for (const std::string &Name : Names) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buffer = llvm::MemoryBuffer::getFile(Name);
    if (!Buffer)
      return Error("cannot read '" + Name + "': " + Buffer.getError().message());
    Inputs.push_back((*Buffer)->getBuffer().str());
  }
  llvm::Expected<MergedReport> Merged = mergeReports(Inputs, Names);
  if (!Merged)
    return Error(llvm::toString(Merged.takeError()));
  if (llvm::Error E = Args[0] == "-" ? writeToStdout(Merged->Document)
                                     : writeFileAtomically(Args[0], Merged->Document, false))
    return Error(llvm::toString(std::move(E)) + "; the merged report is lost");
  return Merged->ExitCode;
}

} // namespace cudalint
